// Makes the public API cacheable (utils/live-cache.ts): an anonymous GET under /api/ that succeeds
// is, by definition, something the public role may read, so its answer gets a Cache-Control fit
// for a shared cache and an ETag, and a request whose If-None-Match matches gets a 304 without the
// body. A request with credentials (the site build's token, the preview) is marked private: its
// answer may hold drafts. Errors keep Strapi's headers: a failure is never cached as an answer.
import etag from 'etag';
import type { Context, Next } from 'koa';
import { PRIVATE_CACHE_CONTROL, publicCacheControl } from '../utils/live-cache';

export interface LiveCacheConfig {
  seconds: number;
}

const isApiRead = (ctx: Context) => (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith('/api/');

export default (config: LiveCacheConfig) => {
  const cacheControl = publicCacheControl(config.seconds);
  return async (ctx: Context, next: Next) => {
    await next();
    if (!isApiRead(ctx)) return;
    if (ctx.get('Authorization')) {
      ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }
    if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    // Serialised here rather than by Koa, so that the ETag is the digest of the bytes sent.
    if (typeof ctx.body !== 'string' && !Buffer.isBuffer(ctx.body)) {
      if (typeof (ctx.body as { pipe?: unknown }).pipe === 'function') return;
      ctx.body = JSON.stringify(ctx.body);
      ctx.type = 'application/json';
    }
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', etag(ctx.body as string | Buffer));
    // Koa's `fresh` compares If-None-Match with the ETag just set; a 304 drops the body.
    if (ctx.fresh) ctx.status = 304;
  };
};
