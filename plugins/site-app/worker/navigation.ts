// How the service worker answers a navigation (a link followed, an address typed, a reload).
//
// gatsby-plugin-offline answers every page whose files it holds with its app shell, online too:
// React then hydrates the shell's empty markup as if it were the page, which throws hydration
// errors on every revisit and paints the page only once the JavaScript has rebuilt it. Here:
// - online, the page's own HTML from the network, through navigation preload (the worker's start
//   and the request overlap), exactly as a first visit gets it; a copy is kept for offline use;
// - offline, that copy, if the page was visited under this build;
// - otherwise the site's offline page in the page's language (status 503): it says the visitor is
//   offline, lists the pages kept on the device and offers to try again.
// The copies and the offline page belong to one build (their caches are named after it and the
// next build's worker deletes them), so an offline visitor never runs one build's HTML with
// another build's JavaScript.
//
// This file runs in the worker's global scope: plugins/site-app/worker-script.ts transpiles it on
// its own and appends it to sw.js. It must stay self-contained (type imports only).

/** One language's offline page: the paths starting with `prefix` are in that language. */
export interface OfflinePage {
  language: string;
  /** '' for the language at the root. */
  prefix: string;
  path: string;
}

export interface NavigationConfig {
  /** The build's id: the caches of other builds are deleted when this worker activates. */
  build: string;
  /** Non-root languages first: the first whose prefix matches a path is that path's language. */
  offlinePages: OfflinePage[];
  /** The most pages kept for offline use (the oldest visited go first). */
  maxKeptPages: number;
}

export interface NavigationEvent {
  request: Request;
  preloadResponse?: Promise<Response | undefined>;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** What the handler needs of the worker's global scope (a fake in the unit tests). */
export interface WorkerScope {
  caches: CacheStorage;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  location: { origin: string };
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<ReadonlyArray<{ url: string }>> };
}

/** Cache names: no "runtime" in them, so gatsby-plugin-offline's clean-up leaves them to us. */
export const pagesCacheName = (build: string) => `esnum-pages-${build}`;
export const offlineCacheName = (build: string) => `esnum-offline-${build}`;
const OWN_CACHE = /^esnum-(?:pages|offline)-/;

/** The header a kept page's title travels in (the offline page lists the pages by title). */
const TITLE_HEADER = 'x-esnum-title';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page a URL stands for: the same page with or without a query, a hash or a final slash. */
const pageKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`;
};

/** A page of the site itself: a redirect (manual for navigations) or another site's answer has status 0. */
const isHtmlPage = (response: Response) => response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');

/** The title of a page's HTML, as written there (already escaped for HTML); the list drops the site's name after the last "|". */
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';

/**
 * The offline page as served: without its scripts (they would look for the data of the address the
 * visitor asked for, which is not there), the kept pages of its language as links, and the retry
 * link pointing at the address the visitor asked for.
 */
export const offlinePageHtml = (html: string, kept: { path: string; title: string }[], retryUrl: string, homePath: string) => {
  // The list's own words for the home page, whose title is the site's name alone.
  const homeLabel = /<ul\b[^>]*\bdata-home-label="([^"]*)"/i.exec(html)?.[1];
  const label = ({ path, title }: { path: string; title: string }) =>
    (path === homePath && homeLabel) || title.replace(/\s+\|\s+[^|]*$/, '') || escapeHtml(path);
  const links = kept.map((page) => `<li><a href="${escapeHtml(page.path)}">${label(page)}</a></li>`).join('');
  let result = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*>/gi, '')
    .replace(/(<ul\b[^>]*\bdata-offline-pages\b[^>]*>)[\s\S]*?(<\/ul>)/i, `$1${links}$2`)
    .replace(/(<a\b[^>]*\bdata-offline-retry\b[^>]*\bhref=")[^"]*(")/i, `$1${escapeHtml(retryUrl)}$2`)
    .replace(/(<a\b[^>]*\bhref=")[^"]*("[^>]*\bdata-offline-retry\b)/i, `$1${escapeHtml(retryUrl)}$2`);
  if (kept.length > 0) result = result.replace(/<p\b[^>]*\bdata-offline-empty\b[^>]*>[\s\S]*?<\/p>/i, '');
  return result;
};

export const createNavigation = (scope: WorkerScope, config: NavigationConfig) => {
  const languageOf = (pathname: string) =>
    config.offlinePages.find(({ prefix }) => prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`)) ??
    config.offlinePages[config.offlinePages.length - 1];

  /** Keeps a copy of a page the network answered, with its title, dropping the oldest beyond the cap. */
  const keep = async (url: string, response: Response) => {
    const html = await response.text();
    const headers = new Headers(response.headers);
    // The body is decoded text now; the server's encoding and length no longer describe it.
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
    const cache = await scope.caches.open(pagesCacheName(config.build));
    await cache.put(pageKey(url), new Response(html, { status: 200, headers }));
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - config.maxKeptPages)).map((key) => cache.delete(key)));
  };

  const offlineResponse = async (url: URL) => {
    const page = languageOf(url.pathname);
    const cached = await (await scope.caches.open(offlineCacheName(config.build))).match(page.path);
    if (!cached) return Response.error();
    const pages = await scope.caches.open(pagesCacheName(config.build));
    const kept = [];
    // Most recently visited first.
    for (const key of [...(await pages.keys())].reverse()) {
      const keptUrl = new URL(key.url);
      const isOfflinePage = config.offlinePages.some(({ path }) => path === keptUrl.pathname);
      if (keptUrl.origin !== url.origin || isOfflinePage || languageOf(keptUrl.pathname) !== page) continue;
      const response = await pages.match(key);
      kept.push({ path: keptUrl.pathname, title: decodeURIComponent(response?.headers.get(TITLE_HEADER) ?? '') });
    }
    const headers = new Headers(cached.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set('cache-control', 'no-store');
    const retryUrl = `${url.pathname}${url.search}`;
    const homePath = page.prefix || '/';
    return new Response(offlinePageHtml(await cached.text(), kept, retryUrl, homePath), {
      status: 503,
      statusText: 'Service Unavailable',
      headers,
    });
  };

  return {
    /** At install: the offline pages of this build, fetched fresh (the install fails without them). */
    install: async () => {
      const cache = await scope.caches.open(offlineCacheName(config.build));
      await Promise.all(
        config.offlinePages.map(async ({ path }) => {
          const response = await scope.fetch(path, { cache: 'no-cache' });
          if (!isHtmlPage(response)) throw new Error(`the offline page ${path} answered ${response.status}`);
          await cache.put(path, response);
        }),
      );
    },

    /**
     * At activation: the pages and offline pages of earlier builds go, and the pages open in the
     * site's windows are kept (the first page of a first visit loaded before there was a worker),
     * from the browser's HTTP cache when it still has them.
     */
    activate: async () => {
      const names = await scope.caches.keys();
      const current = new Set([pagesCacheName(config.build), offlineCacheName(config.build)]);
      await Promise.all(names.filter((name) => OWN_CACHE.test(name) && !current.has(name)).map((name) => scope.caches.delete(name)));
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        windows
          .filter(({ url }) => new URL(url).origin === scope.location.origin)
          .map(async ({ url }) => {
            const response = await scope.fetch(url, { cache: 'force-cache' }).catch(() => null);
            if (response && isHtmlPage(response)) await keep(url, response);
          }),
      );
    },

    respond: async (event: NavigationEvent): Promise<Response> => {
      const { request } = event;
      let response: Response;
      try {
        response = (await event.preloadResponse) ?? (await scope.fetch(request));
      } catch {
        // No network: the copy of this page, or the offline page.
        const kept = await (await scope.caches.open(pagesCacheName(config.build))).match(pageKey(request.url));
        return kept ?? offlineResponse(new URL(request.url));
      }
      if (isHtmlPage(response)) event.waitUntil(keep(request.url, response.clone()).catch(() => undefined));
      return response;
    },
  };
};

/** Wires the handler into the worker (see the patch of gatsby-plugin-offline's sw-append.js). */
export const installNavigation = (
  scope: WorkerScope & {
    addEventListener: (type: 'install' | 'activate', listener: (event: { waitUntil: (promise: Promise<unknown>) => void }) => void) => void;
    registration: { navigationPreload?: { enable: () => Promise<void> } };
    __ESNUM_NAVIGATION__?: (event: NavigationEvent) => Promise<Response>;
  },
  config: NavigationConfig,
) => {
  const navigation = createNavigation(scope, config);
  scope.addEventListener('install', (event) => event.waitUntil(navigation.install()));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(Promise.all([navigation.activate(), scope.registration.navigationPreload?.enable()])),
  );
  scope.__ESNUM_NAVIGATION__ = navigation.respond;
};
