import { CSP_DEFAULTS } from '@strapi/utils';
import { INERT_STRAPI_CORS } from '../src/middlewares/api-cors';
import { isAllowedOrigin } from '../src/utils/cors-origins';
import { liveCacheSeconds } from '../src/utils/live-cache';
import { uploadMediaOrigin } from '../src/utils/upload-provider';

export default ({ env }) => {
  const settings = {
    configured: env('CMS_CORS_ORIGINS', ''),
    siteUrl: env('SITE_URL', 'https://www.esnum.example'),
    development: env('NODE_ENV', 'development') !== 'production',
  };
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
    // The public API only, the site's origins only, no credentials; Strapi's own, which it
    // requires, allows nothing (src/middlewares/api-cors.ts).
    { name: 'global::api-cors', config: { isAllowedOrigin: (origin: string) => isAllowedOrigin(origin, settings) } },
    INERT_STRAPI_CORS,
    'strapi::poweredBy',
    'strapi::query',
    // After the query is parsed: no reading of drafts through `localizations` without a token.
    'global::public-query-guard',
    'strapi::body',
    // Once the body is read: every uploaded file must be a picture, a video, a sound or a PDF by its
    // content (src/middlewares/upload-content-check.ts).
    'global::upload-content-check',
    'strapi::session',
    'strapi::favicon',
    // Around the files strapi::public serves: no upload runs as the CMS's origin.
    'global::upload-headers',
    'strapi::public',
  ];
};
