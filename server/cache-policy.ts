// Cache-Control per Gatsby's caching guidance: HTML, page data and the service worker are always
// revalidated; content-hashed assets are kept for a year.
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// app-<hash>.js, component---…-<hash>.js, and Gatsby's global style sheet styles.<hash>.css.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|mjs)(\.map)?$/i;

export const cacheControlFor = (urlPath: string): string => {
  if (urlPath === '/sw.js') return REVALIDATE;
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (urlPath.startsWith('/page-data/') || urlPath.endsWith('.html')) return REVALIDATE;
  if (HASHED_ASSET.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
};
