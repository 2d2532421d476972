import { CSP_DEFAULTS } from '@strapi/utils';
import { isAllowedOrigin } from '../src/utils/cors-origins';
import { liveCacheSeconds } from '../src/utils/live-cache';
import { uploadMediaOrigin } from '../src/utils/upload-provider';

export default ({ env }) => {
  const settings = { configured: env('CMS_CORS_ORIGINS', ''), siteUrl: env('SITE_URL', 'https://www.esnum.example') };
  // Files in a bucket: the admin panel shows their previews from there (Strapi's defaults plus it).
  const mediaOrigin = uploadMediaOrigin(process.env);
  const security = mediaOrigin
    ? {
        name: 'strapi::security',
        config: {
          contentSecurityPolicy: {
            directives: {
              'img-src': [...CSP_DEFAULTS['img-src'], mediaOrigin],
              'media-src': [...CSP_DEFAULTS['media-src'], mediaOrigin],
            },
          },
        },
      }
    : 'strapi::security';
  return [
    'strapi::logger',
    'strapi::errors',
    // Cache-Control, ETag and 304 for the public API (src/middlewares/live-cache.ts).
    { name: 'global::live-cache', config: { seconds: liveCacheSeconds(env('CMS_LIVE_CACHE_SECONDS')) } },
    security,
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
