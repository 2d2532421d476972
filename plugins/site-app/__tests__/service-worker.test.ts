/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import {
  KILL_SWITCH_SCRIPT,
  RUNTIME_CACHES,
  offlinePluginOptions,
  runtimeCaching,
  serviceWorkerEnabled,
  writeBuildStamp,
  writeKillSwitch,
} from '../service-worker';

const CMS = 'https://cms.esnum.example';
const SITE = 'https://www.esnum.example';

/**
 * The route Workbox takes for `url` on the site's origin: the first whose pattern matches, and for
 * a request of another origin only a match from the URL's first character (workbox-routing's
 * RegExpRoute).
 */
const routeFor = (url: string) =>
  runtimeCaching(CMS).find((route) => {
    const match = route.urlPattern.exec(url);
    return match !== null && (new URL(url).origin === SITE || match.index === 0);
  });

describe('service worker settings', () => {
  it('is on unless SERVICE_WORKER=off', () => {
    expect(serviceWorkerEnabled({})).toBe(true);
    expect(serviceWorkerEnabled({ SERVICE_WORKER: 'off' })).toBe(false);
  });

  it("replaces the four default routes of gatsby-plugin-offline and adds the site's own, each with a capped, expiring cache", () => {
    const routes = runtimeCaching(CMS);
    expect(routes.slice(0, 4).map((route) => route.options.cacheName)).toEqual([
      RUNTIME_CACHES.bundles,
      RUNTIME_CACHES.pageData,
      RUNTIME_CACHES.images,
      RUNTIME_CACHES.liveData,
    ]);
    expect(routes).toHaveLength(9);
    for (const route of routes) {
      expect(route.options.cacheName).toContain('runtime');
      expect(route.options.expiration.maxEntries).toBeGreaterThan(0);
      expect(route.options.expiration.maxAgeSeconds).toBeGreaterThan(0);
    }
  });

  it('sends each kind of request to its cache', () => {
    expect(routeFor('https://www.esnum.example/app-3f2a9c1b7d4e5f60.js')?.options.cacheName).toBe(RUNTIME_CACHES.bundles);
    expect(routeFor('https://www.esnum.example/page-data/agenda/page-data.json')).toMatchObject({
      handler: 'NetworkFirst',
      options: { cacheName: RUNTIME_CACHES.pageData },
    });
    expect(routeFor('https://www.esnum.example/static/9a8b7c/4f1e2/campus-lyon.avif')).toMatchObject({
      handler: 'CacheFirst',
      options: { cacheName: RUNTIME_CACHES.images, expiration: { purgeOnQuotaError: true } },
    });
    expect(routeFor(`${CMS}/api/events?locale=fr&filters[campus][slug][$eq]=lyon`)?.options.cacheName).toBe(RUNTIME_CACHES.liveData);
    // CRM links must always come from the CMS: never from a cache.
    expect(routeFor(`${CMS}/api/esnum-crm-links/brochure/campuses?locale=fr`)).toBeUndefined();
    for (const calendar of ['https://www.esnum.example/agenda/jpo-lyon.ics', 'https://www.esnum.example/en/agenda/jpo-lyon.ics']) {
      expect(routeFor(calendar)).toMatchObject({ handler: 'NetworkFirst', options: { cacheName: RUNTIME_CACHES.calendars } });
    }
    expect(routeFor('https://www.esnum.example/agenda/jpo-lyon')).toBeUndefined();
    expect(routeFor('https://www.esnum.example/geo/codes-postaux.json')).toMatchObject({
      handler: 'StaleWhileRevalidate',
      options: { cacheName: RUNTIME_CACHES.geo },
    });
    // The search: its entry fresh when online, the rest of the index kept.
    expect(routeFor('https://www.esnum.example/pagefind/pagefind-entry.json?ts=site')).toMatchObject({
      handler: 'NetworkFirst',
      options: { cacheName: RUNTIME_CACHES.search },
    });
    expect(routeFor('https://www.esnum.example/pagefind/offline-files.json')?.handler).toBe('NetworkFirst');
    for (const file of ['pagefind.js', 'wasm.fr.pagefind', 'index/fr_202a49f.pf_index', 'fragment/fr_3c1d2e4.pf_fragment']) {
      expect(routeFor(`https://www.esnum.example/pagefind/${file}`)).toMatchObject({
        handler: 'StaleWhileRevalidate',
        options: { cacheName: RUNTIME_CACHES.search },
      });
    }
    expect(routeFor(`${CMS}/uploads/campus_lyon_3f2a9c.jpg`)).toMatchObject({
      handler: 'CacheFirst',
      options: { cacheName: RUNTIME_CACHES.images },
    });
  });

  it.each([
    ['a script of another site', 'https://www.googletagmanager.com/gtm.js'],
    ['a script of another site, at its root', 'https://cdn.example/app.js'],
    ['a picture of another site', 'https://cdn.example/photo.jpg'],
    ['page data of another site', 'https://evil.example/page-data/index/page-data.json'],
    ['a calendar of another site', 'https://evil.example/agenda/x.ics'],
    ['positions of another site', 'https://evil.example/geo/codes-postaux.json'],
    ['a search index of another site', 'https://evil.example/pagefind/pagefind.js'],
    ['a file of the CMS that is not a picture', `${CMS}/uploads/brochure.pdf`],
    ['a picture of the CMS outside its uploads', `${CMS}/admin/logo.png`],
  ])('keeps nothing of %s', (_, url) => {
    expect(routeFor(url)).toBeUndefined();
  });

  it('stamps each build differently, in the script appended to sw.js', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-sw-'));
    // The worker's own module is read from the site's folder, as in a build.
    fs.cpSync(path.join(process.cwd(), 'plugins', 'site-app', 'worker'), path.join(root, 'plugins', 'site-app', 'worker'), {
      recursive: true,
    });
    const file = writeBuildStamp(root, 'build-1');
    const first = fs.readFileSync(file, 'utf8');
    writeBuildStamp(root, 'build-2');
    expect(fs.readFileSync(file, 'utf8')).not.toBe(first);
    expect(offlinePluginOptions(root, `${CMS}/`).appendScript).toBe(file);
    const sandbox = { self: { addEventListener: () => undefined, registration: {} } as Record<string, unknown> };
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
    expect(sandbox.self.__ESNUM_BUILD__).toBe('build-2');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes the kill switch as sw.js: on activation it empties the caches, unregisters and reloads the pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-sw-'));
    expect(fs.readFileSync(writeKillSwitch(dir), 'utf8')).toBe(KILL_SWITCH_SCRIPT);

    const listeners: Record<string, (event: { waitUntil: (work: Promise<unknown>) => void }) => void> = {};
    const deleted: string[] = [];
    let work: Promise<unknown> = Promise.resolve();
    const navigate = jest.fn();
    const self = {
      addEventListener: (type: string, listener: (typeof listeners)[string]) => (listeners[type] = listener),
      skipWaiting: jest.fn(),
      registration: { unregister: jest.fn().mockResolvedValue(true) },
      clients: { matchAll: jest.fn().mockResolvedValue([{ url: 'https://www.esnum.example/agenda', navigate }]) },
    };
    const caches = { keys: async () => ['esnum-runtime-images', 'workbox-precache'], delete: async (key: string) => deleted.push(key) };
    vm.runInNewContext(KILL_SWITCH_SCRIPT, { self, caches });

    listeners.install({ waitUntil: () => undefined });
    expect(self.skipWaiting).toHaveBeenCalled();
    listeners.activate({ waitUntil: (promise) => (work = promise) });
    await work;
    expect(deleted).toEqual(['esnum-runtime-images', 'workbox-precache']);
    expect(self.registration.unregister).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://www.esnum.example/agenda');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
