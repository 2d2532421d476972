// HTTP server of the CMS. Loopback by default: the CMS is reached by the site build and,
// for live data, through the site's own origin; exposing it is a deliberate choice (HOST).
export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS'),
  },
  dirs: {
    // Uploads live under <public>/uploads; tests point this at a throw-away folder.
    public: env('CMS_PUBLIC_DIR', './public'),
  },
});
