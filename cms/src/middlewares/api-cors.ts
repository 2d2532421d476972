// CORS on the public API only. A page of one of the site's origins (utils/cors-origins.ts) may read
// /api/… without credentials: the live data needs nothing more. Every other path (the admin panel
// and its API: /admin, /content-manager, /upload…) and every request without an Origin get no CORS
// header at all, so that no script of another origin, the site's included, can read what an
// editor's session can.
//
// Strapi requires its own `strapi::cors` in the list. It applies its origins to every path, with
// credentials, and answers a request without an Origin `Access-Control-Allow-Origin: *`. So it is
// configured to allow no origin, this middleware comes before it, and takes off whatever it still
// wrote where CORS does not apply.
import koaCors from '@koa/cors';
import type { Context, Next } from 'koa';

export interface ApiCorsConfig {
  /** Whether a request's Origin may read the public API. */
  isAllowedOrigin: (origin: string) => boolean;
}

export const isPublicApiPath = (path: string) => path.startsWith('/api/');

const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

export default ({ isAllowedOrigin }: ApiCorsConfig) => {
  const cors = koaCors({
    origin: (ctx) => ctx.get('Origin'),
    credentials: false,
    allowMethods: ['GET', 'HEAD'],
    allowHeaders: ['Accept', 'Content-Type'],
    maxAge: 86_400,
  });
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('Origin');
    if (origin && isPublicApiPath(ctx.path) && isAllowedOrigin(origin)) return cors(ctx, next);
    try {
      await next();
    } finally {
      for (const name of CORS_HEADERS) ctx.remove(name);
    }
  };
};

/** The configuration of Strapi's own `strapi::cors`, which must stay in the list: no origin at all. */
export const INERT_STRAPI_CORS = { name: 'strapi::cors', config: { origin: () => [], credentials: false } };
