// `/api/site-build/versions`: what the site build needs to fetch only the entries that changed
// since its last build (plugins/strapi-schema/incremental-fetch.ts). Only the site build token
// holds this permission (src/bootstrap/site-build-token.ts).
export default {
  routes: [{ method: 'GET', path: '/site-build/versions', handler: 'site-build.versions', config: { policies: [] } }],
};
