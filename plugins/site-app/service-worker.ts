// The service worker of the installed app (gatsby-plugin-offline, Workbox 4), set up so that a
// visitor never stays on an old build and offline use never fills their storage:
// - every build stamps the worker, so each deploy is a new worker the browser installs;
// - a navigation gets the page's own HTML from the network, a copy when offline, or the site's
//   offline page (worker/navigation.ts), never the plugin's app shell;
// - page data is fetched from the network first (the plugin's default serves the cached copy);
// - every runtime cache has an entry cap and an expiry, and images are dropped first when the
//   browser runs short of space.
// SERVICE_WORKER=off builds a worker that removes itself (the kill switch).
import fs from 'fs';
import path from 'path';
import { workerScript } from './worker-script';

const DAY_S = 24 * 60 * 60;

export const serviceWorkerEnabled = (env: NodeJS.ProcessEnv = process.env) => env.SERVICE_WORKER !== 'off';

/** Written before each build and appended to sw.js: a different worker for every build (worker-script.ts). */
export const buildStampFile = (rootDir: string) => path.join(rootDir, '.cache', 'esnum-sw-build-stamp.js');

export const writeBuildStamp = (rootDir: string, buildId: string) => {
  const file = buildStampFile(rootDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, workerScript(rootDir, buildId));
  return file;
};

// The names contain "runtime": gatsby-plugin-offline clears such caches when the page's build
// and the worker's disagree.
const IMAGE_CACHE_OPTIONS = {
  cacheName: 'esnum-runtime-images',
  expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
};

export const RUNTIME_CACHES = {
  bundles: 'esnum-runtime-bundles',
  pageData: 'esnum-runtime-page-data',
  images: IMAGE_CACHE_OPTIONS.cacheName,
  liveData: 'esnum-runtime-live-data',
  calendars: 'esnum-runtime-calendars',
  geo: 'esnum-runtime-geo',
  search: 'esnum-runtime-search',
} as const;

// The whole search index of one language is about 230 files on the seeded site (one fragment per
// page); the cap leaves room for both languages and a larger site.
const SEARCH_CACHE_OPTIONS = {
  cacheName: 'esnum-runtime-search',
  expiration: { maxEntries: 2000, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
};

/**
 * Replaces the plugin's four default runtime routes one for one: the plugin merges this list
 * into its own by position (lodash merge), so its first four entries are those four; the ones
 * after them are the site's own.
 *
 * Each route matches the site's own origin, or the CMS by name. Workbox takes a cross-origin
 * request for a route only when the pattern matches from the URL's first character, so a pattern
 * that starts at `//host/` (the 5th or 6th character) matches the site's own requests only: a
 * script or a picture of another site (a tag manager's, say) is never kept in these caches. The
 * plugin's options take regular expressions only, not functions, and the site's origin is not
 * known at the build (the same build is served under several names).
 */
export const runtimeCaching = (cmsUrl: string) => [
  {
    // JS and CSS bundles: content-hashed names, never revalidated.
    urlPattern: /\/\/[^/]+\/[^/?]+\.(?:js|css)$/,
    handler: 'CacheFirst',
    options: { cacheName: RUNTIME_CACHES.bundles, expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY_S } },
  },
  {
    // Page data, static query results and app-data.json: fresh when online, cached for offline.
    urlPattern: /\/\/[^/]+\/page-data\/.*\.json$/,
    handler: 'NetworkFirst',
    options: { cacheName: RUNTIME_CACHES.pageData, networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S } },
  },
  {
    // Pictures (gatsby-plugin-image output in /static/): the bulk of the bytes.
    urlPattern: /\/\/[^/]+\/.*\.(?:avif|webp|png|jpe?g|gif|svg)(?:\?.*)?$/,
    handler: 'CacheFirst',
    options: IMAGE_CACHE_OPTIONS,
  },
  {
    // The live events the pages ask the CMS for: the last answer is kept for offline visits.
    urlPattern: new RegExp(`^${escapeRegExp(cmsUrl)}/api/[a-z0-9-]*events(?:\\?|$)`),
    handler: 'NetworkFirst',
    options: { cacheName: RUNTIME_CACHES.liveData, networkTimeoutSeconds: 4, expiration: { maxEntries: 30, maxAgeSeconds: 7 * DAY_S } },
  },
  {
    // The events' add-to-calendar files (routes.eventCalendar): fresh when online, and one already
    // downloaded can be added again offline. Without this route they would only come from the network.
    urlPattern: /\/\/[^/]+(?:\/[a-z]{2})?\/agenda\/[^/?]+\.ics$/,
    handler: 'NetworkFirst',
    options: { cacheName: RUNTIME_CACHES.calendars, networkTimeoutSeconds: 4, expiration: { maxEntries: 30, maxAgeSeconds: 30 * DAY_S } },
  },
  {
    // The postcode positions (site-geo), fetched when a visitor looks for the nearest campus: kept
    // for the installed app offline, refreshed in the background when online.
    urlPattern: /\/\/[^/]+\/geo\/[^/?]+\.json$/,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: RUNTIME_CACHES.geo, expiration: { maxEntries: 2, maxAgeSeconds: 30 * DAY_S } },
  },
  {
    // The site search's entry (it names the index's current files; the engine asks for it with a
    // fixed ?ts=, search-engine.ts) and its list of files for offline use: fresh when online, the
    // last copy offline.
    urlPattern: /\/\/[^/]+\/pagefind\/(?:pagefind-entry|offline-files)\.json(?:\?.*)?$/,
    handler: 'NetworkFirst',
    options: { ...SEARCH_CACHE_OPTIONS, networkTimeoutSeconds: 4 },
  },
  {
    // The rest of the search index (shared/search-index.ts): the index chunks and page fragments
    // have content-hashed names, and the engine's script and WebAssembly change with Pagefind's
    // version only; kept for offline search, refreshed in the background when online.
    urlPattern: /\/\/[^/]+\/pagefind\/[^?]+$/,
    handler: 'StaleWhileRevalidate',
    options: SEARCH_CACHE_OPTIONS,
  },
  {
    // The CMS's uploads the rich text shows, in the same cache as the site's pictures.
    urlPattern: new RegExp(`^${escapeRegExp(cmsUrl)}/uploads/[^?]*\\.(?:avif|webp|png|jpe?g|gif)(?:\\?.*)?$`),
    handler: 'CacheFirst',
    options: IMAGE_CACHE_OPTIONS,
  },
];

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const offlinePluginOptions = (rootDir: string, cmsUrl: string) => ({
  appendScript: buildStampFile(rootDir),
  workboxConfig: { runtimeCaching: runtimeCaching(cmsUrl.replace(/\/+$/, '')) },
});

/**
 * The kill switch's sw.js: installed as the update of any earlier worker, it deletes every cache,
 * unregisters itself and reloads the open pages, which then load from the network.
 */
export const KILL_SWITCH_SCRIPT = `// ESNUM kill switch (SERVICE_WORKER=off): removes the site's service worker and its caches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
      await self.registration.unregister();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => client.navigate(client.url)));
    })(),
  );
});
`;

export const writeKillSwitch = (publicDir: string) => {
  const file = path.join(publicDir, 'sw.js');
  fs.writeFileSync(file, KILL_SWITCH_SCRIPT);
  return file;
};
