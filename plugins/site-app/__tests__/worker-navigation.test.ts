/**
 * @jest-environment node
 */
// The service worker's answer to navigations (worker/navigation.ts), against an in-memory Cache
// Storage and a network that answers or fails, and the script built from it for sw.js.
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import { createNavigation, type NavigationConfig, type NavigationEvent, offlineCacheName, pagesCacheName } from '../worker/navigation';
import { offlinePages, transpileWorkerModule, workerScript } from '../worker-script';

const ORIGIN = 'http://localhost:9000';
const CONFIG: NavigationConfig = {
  build: 'b2',
  offlinePages: [
    { language: 'en', prefix: '/en', path: '/en/hors-ligne' },
    { language: 'fr', prefix: '', path: '/hors-ligne' },
  ],
  maxKeptPages: 3,
};

/** Cache Storage as the worker sees it: named caches of responses, keys in insertion order. */
class MemoryCache {
  private entries = new Map<string, { body: string; status: number; headers: [string, string][] }>();
  private keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;
  async match(request: RequestInfo | URL) {
    const entry = this.entries.get(this.keyOf(request));
    return entry ? new Response(entry.body, { status: entry.status, headers: entry.headers }) : undefined;
  }
  async put(request: RequestInfo | URL, response: Response) {
    const key = this.keyOf(request);
    this.entries.delete(key);
    this.entries.set(key, { body: await response.text(), status: response.status, headers: [...response.headers] });
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.keyOf(request));
  }
}

class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
}

const html = (title: string, body = '') =>
  `<!DOCTYPE html><html><head><title>${title}</title><link as="script" rel="preload" href="/app-1.js"/><script>window.inline=1</script></head><body>${body}<script src="/app-1.js"></script></body></html>`;
const page = (title: string, body = '') =>
  new Response(html(title, body), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'" },
  });
const OFFLINE_BODY = (retry: string) =>
  `<main><h1>${retry}</h1><a class="button" href="/" data-offline-retry="">${retry}</a><ul class="list" data-offline-pages="" data-home-label="${retry === 'Réessayer' ? 'Accueil' : 'Home'}"></ul><p class="empty" data-offline-empty="">none yet</p></main>`;

/** A worker with a network that serves `pages` by path (or fails when `online` is false). */
const worker = (pages: Record<string, () => Response> = {}) => {
  const caches = new MemoryCacheStorage();
  const network = { online: true, requests: [] as string[] };
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN);
    network.requests.push(url.pathname + url.search);
    if (!network.online) throw new TypeError('Failed to fetch');
    return pages[url.pathname]?.() ?? new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } });
  };
  const openWindows: string[] = [];
  const clients = { matchAll: async () => openWindows.map((url) => ({ url })) };
  const navigation = createNavigation({ caches: caches as unknown as CacheStorage, fetch, location: { origin: ORIGIN }, clients }, CONFIG);
  /** Navigates to `url` as the browser would, and waits for the work the worker keeps going after answering. */
  const navigate = async (url: string, { preload }: { preload?: Response } = {}) => {
    const pending: Promise<unknown>[] = [];
    const event: NavigationEvent = {
      request: new Request(new URL(url, ORIGIN)),
      preloadResponse: Promise.resolve(preload),
      waitUntil: (promise) => pending.push(promise),
    };
    const response = await navigation.respond(event);
    await Promise.all(pending);
    return response;
  };
  return { caches, network, navigation, navigate, openWindows };
};

const withOfflinePages = () => ({
  '/hors-ligne': () => page('Hors ligne | ESNUM', OFFLINE_BODY('Réessayer')),
  '/en/hors-ligne': () => page('Offline | ESNUM', OFFLINE_BODY('Try again')),
  '/agenda': () => page('Agenda | ESNUM'),
  '/programmes': () => page('Formations &amp; programmes | ESNUM'),
  '/en/agenda': () => page('Events | ESNUM'),
  '/en': () => page('ESNUM (home)'),
});

const linksOf = (body: string) =>
  [...body.matchAll(/<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g)].map(([, href, text]) => `${href} ${text}`);

describe("the service worker's answer to a navigation", () => {
  it("online, is the network's page itself (the navigation preload when there is one), and keeps a copy", async () => {
    const { navigate, network, caches } = worker(withOfflinePages());
    const preloaded = await navigate('/agenda', { preload: page('Agenda (preloaded) | ESNUM') });
    expect(await preloaded.text()).toContain('Agenda (preloaded)');
    expect(network.requests).toEqual([]);

    const fetched = await navigate('/programmes?campus=lyon');
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe(html('Formations &amp; programmes | ESNUM'));
    expect(network.requests).toEqual(['/programmes?campus=lyon']);
    const kept = await (await caches.open(pagesCacheName('b2'))).keys();
    expect(kept.map((request) => request.url)).toEqual([`${ORIGIN}/agenda`, `${ORIGIN}/programmes`]);
  });

  it("online, passes the server's other answers through and keeps none of them", async () => {
    const { navigate, caches } = worker({ '/moved': () => new Response(null, { status: 301, headers: { location: '/agenda' } }) });
    expect((await navigate('/nowhere')).status).toBe(404);
    expect((await navigate('/moved')).status).toBe(301);
    expect(await (await caches.open(pagesCacheName('b2'))).keys()).toEqual([]);
  });

  it('offline, opens a visited page from its copy, whatever its query or final slash', async () => {
    const { navigate, network } = worker(withOfflinePages());
    await navigate('/agenda');
    network.online = false;
    for (const url of ['/agenda', '/agenda/', '/agenda?mois=2026-12']) {
      const response = await navigate(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(html('Agenda | ESNUM'));
    }
  });

  it("offline, answers a page it has not kept with the offline page of the page's language: 503, no scripts, the kept pages as links, retry at the address asked", async () => {
    const { navigation, navigate, network } = worker(withOfflinePages());
    await navigation.install();
    await navigate('/agenda');
    await navigate('/en');
    await navigate('/programmes');
    network.online = false;

    const french = await navigate('/campus/lyon?utm_source=x');
    expect(french.status).toBe(503);
    expect(french.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(french.headers.get('cache-control')).toBe('no-store');
    const body = await french.text();
    expect(body).toContain('<title>Hors ligne | ESNUM</title>');
    expect(body).not.toMatch(/<script|as="script"/);
    // Most recent first, French pages only, by their titles (as the pages wrote them) without the site's name.
    expect(linksOf(body)).toEqual(['/programmes Formations &amp; programmes', '/agenda Agenda']);
    expect(body).toContain('<a class="button" href="/campus/lyon?utm_source=x" data-offline-retry="">');
    expect(body).not.toContain('none yet');

    const english = await (await navigate('/en/campus')).text();
    expect(english).toContain('<title>Offline | ESNUM</title>');
    // The home page by the list's own word for it: its title is the site's name alone.
    expect(linksOf(english)).toEqual(['/en Home']);
  });

  it('offline, with nothing kept in that language, keeps the offline page\'s own "none yet" note', async () => {
    const { navigation, navigate, network } = worker(withOfflinePages());
    await navigation.install();
    await navigate('/agenda');
    network.online = false;
    const body = await (await navigate('/en/agenda')).text();
    expect(linksOf(body)).toEqual([]);
    expect(body).toContain('none yet');
  });

  it('keeps the most recently visited pages only, up to its cap', async () => {
    const pages = Object.fromEntries(['/a', '/b', '/c', '/d'].map((pagePath) => [pagePath, () => page(pagePath)]));
    const { navigate, caches } = worker(pages);
    for (const pagePath of ['/a', '/b', '/c', '/a', '/d']) await navigate(pagePath);
    const kept = await (await caches.open(pagesCacheName('b2'))).keys();
    expect(kept.map((request) => new URL(request.url).pathname)).toEqual(['/c', '/a', '/d']);
  });

  it('at install, fetches the offline page of each language, and fails the install without them', async () => {
    const { navigation, caches } = worker(withOfflinePages());
    await navigation.install();
    const cache = await caches.open(offlineCacheName('b2'));
    expect((await cache.keys()).map((request) => new URL(request.url).pathname).sort()).toEqual(['/en/hors-ligne', '/hors-ligne']);

    await expect(worker({}).navigation.install()).rejects.toThrow('the offline page /en/hors-ligne answered 404');
  });

  it("at activation, keeps the site's pages open in a window: a first visit's first page opens offline too", async () => {
    const { navigation, navigate, network, openWindows } = worker(withOfflinePages());
    openWindows.push(`${ORIGIN}/agenda?mois=2026-12`, 'https://elsewhere.example/agenda');
    await navigation.activate();
    expect(network.requests).toEqual(['/agenda?mois=2026-12']);
    network.online = false;
    expect(await (await navigate('/agenda')).text()).toBe(html('Agenda | ESNUM'));
  });

  it("at activation, deletes the pages and offline pages of earlier builds, and no one else's caches", async () => {
    const { navigation, caches } = worker();
    for (const name of [
      'esnum-pages-b1',
      'esnum-offline-b1',
      pagesCacheName('b2'),
      offlineCacheName('b2'),
      'esnum-runtime-images',
      'workbox-precache-v2',
    ])
      await caches.open(name);
    await navigation.activate();
    expect((await caches.keys()).sort()).toEqual(['esnum-offline-b2', 'esnum-pages-b2', 'esnum-runtime-images', 'workbox-precache-v2']);
  });
});

describe('the script appended to sw.js', () => {
  it('runs as a plain script: it stamps the build, takes over navigations and enables navigation preload at activation', async () => {
    const listeners: Record<string, (event: { waitUntil: (work: Promise<unknown>) => void }) => void> = {};
    const enablePreload = jest.fn(async () => undefined);
    const self: Record<string, unknown> = {
      caches: new MemoryCacheStorage(),
      fetch: async () => new Response('', { status: 503 }),
      location: { origin: ORIGIN },
      clients: { matchAll: async () => [] },
      registration: { navigationPreload: { enable: enablePreload } },
      addEventListener: (type: string, listener: (typeof listeners)[string]) => {
        listeners[type] = listener;
      },
    };
    vm.runInNewContext(workerScript(process.cwd(), 'build-7'), { self, URL, Response, Headers, Promise });
    expect(self.__ESNUM_BUILD__).toBe('build-7');
    expect(typeof self.__ESNUM_NAVIGATION__).toBe('function');
    const work: Promise<unknown>[] = [];
    listeners.activate({ waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
    expect(enablePreload).toHaveBeenCalled();
    // Its install fetches the offline pages (here the network fails them: the install fails).
    const install: Promise<unknown>[] = [];
    listeners.install({ waitUntil: (promise) => install.push(promise) });
    await expect(Promise.all(install)).rejects.toThrow('answered 503');
  });

  it('lists one offline page per language, the language at the root last', () => {
    expect(offlinePages()).toEqual(CONFIG.offlinePages);
  });

  it('refuses a worker module that imports another module: sw.js has no modules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-worker-'));
    const file = path.join(dir, 'navigation.ts');
    expect(() => transpileWorkerModule("import { x } from './x';\nexport const y = x;\n", file)).toThrow('imports a module');
    // Type imports vanish in the output: allowed.
    expect(transpileWorkerModule("import type { X } from './x';\nexport const y = (x: X) => x;\n", file)).not.toContain('require(');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
