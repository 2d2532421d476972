// How long the answers a visitor's browser gets from the CMS (events, the pop-in's CRM campuses
// and links: the public role's routes) may be kept by a shared cache and by the browser. A
// publication reaches every visitor within three periods: one fresh in the shared cache, one
// served stale while the cache fetches the new answer, one fresh in the browser. With the default
// 10 s that is 30 s, and the CMS answers each distinct URL at most once per period whatever the
// traffic (docs/operations.md, "Live data behind a cache").

/** The period when CMS_LIVE_CACHE_SECONDS is unset. */
export const DEFAULT_LIVE_CACHE_SECONDS = 10;

/** How long a cache may keep serving its last answer while the CMS is down or failing: a day. */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** What a request carrying credentials gets: its answer may hold drafts and must never be shared. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The period from the environment: a whole number of seconds, 0 to turn caching off. */
export const liveCacheSeconds = (configured: string | undefined): number => {
  if (configured === undefined || configured.trim() === '') return DEFAULT_LIVE_CACHE_SECONDS;
  const seconds = Number(configured);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`CMS_LIVE_CACHE_SECONDS must be a whole number of seconds (0 turns caching off), not "${configured}".`);
  }
  return seconds;
};

/** The Cache-Control of a public answer cached for `seconds`. */
export const publicCacheControl = (seconds: number) =>
  seconds === 0
    ? 'no-cache'
    : `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
