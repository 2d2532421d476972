// Cache-Control per Gatsby's caching guidance: HTML, page data and the service worker are always
// revalidated; content-hashed assets are kept for a year.
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The end of a content-hashed bundle's name: app-<hash>.js, component---…-<hash>.js, and Gatsby's
 * global style sheet styles.<hash>.css. One pattern for the Node server, nginx's location
 * (plugins/site-serving/nginx.ts) and the brotli level of the compressed copies (precompress.ts).
 */
export const HASHED_ASSET_NAME = '[.-][0-9a-f]{8,}\\.(?:js|css|mjs)';
const HASHED_ASSET = new RegExp(`${HASHED_ASSET_NAME}(?:\\.map)?$`, 'i');

/** Whether the path names a content-hashed bundle (or its source map), which never changes once written. */
export const isHashedAsset = (urlPath: string) => HASHED_ASSET.test(urlPath);

export const cacheControlFor = (urlPath: string): string => {
  if (urlPath === '/sw.js') return REVALIDATE;
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (urlPath.startsWith('/page-data/') || urlPath.endsWith('.html')) return REVALIDATE;
  if (isHashedAsset(urlPath)) return IMMUTABLE;
  return REVALIDATE;
};
