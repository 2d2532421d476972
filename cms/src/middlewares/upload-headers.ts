// The headers of every uploaded file the CMS serves (/uploads/…). An upload is never a document of
// the CMS's origin: whatever got into the media library, it runs no script (a sandboxed policy that
// loads nothing but pictures and media of its own), its type is never sniffed, and anything but a
// picture, a video or a sound is downloaded rather than opened. The same headers are set by the
// generated nginx (plugins/site-serving/nginx-cms.ts) where it proxies /uploads/ on the site's host.
import type { Context, Next } from 'koa';

export const UPLOADS_PREFIX = '/uploads/';

export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'";

/** Types shown in the browser; SVG is not one (it may hold script), nor any other document. */
const INLINE_TYPE = /^(?:image\/(?!svg)[\w.+-]+|video\/[\w.+-]+|audio\/[\w.+-]+)$/i;

export const isInlineUploadType = (contentType: string) => INLINE_TYPE.test(contentType.split(';')[0].trim());

export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith(UPLOADS_PREFIX)) return;
  ctx.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ctx.status === 200 || ctx.status === 206 || ctx.status === 304) {
    if (!isInlineUploadType(ctx.type || '')) ctx.set('Content-Disposition', 'attachment');
  }
};
