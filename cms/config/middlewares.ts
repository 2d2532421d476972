import { isAllowedOrigin } from '../src/utils/cors-origins';
import { liveCacheSeconds } from '../src/utils/live-cache';

export default ({ env }) => {
  const settings = { configured: env('CMS_CORS_ORIGINS', ''), siteUrl: env('SITE_URL', 'https://www.esnum.example') };
  return [
    'strapi::logger',
    'strapi::errors',
    // Cache-Control, ETag and 304 for the public API (src/middlewares/live-cache.ts).
    { name: 'global::live-cache', config: { seconds: liveCacheSeconds(env('CMS_LIVE_CACHE_SECONDS')) } },
    'strapi::security',
    {
      name: 'strapi::cors',
      config: {
        // The site's origins only (src/utils/cors-origins.ts); an empty answer sends no CORS headers.
        origin: (ctx) => {
          const requestOrigin = ctx.get('Origin');
          return requestOrigin && isAllowedOrigin(requestOrigin, settings) ? [requestOrigin] : [];
        },
      },
    },
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};
