// Re-fetching the page's own data. A page's data are built, not live: Gatsby's loader fetched its
// page-data.json and static query results once, and they can only change with a new deploy. So
// re-fetching means asking the server again (revalidating past the HTTP cache) for the build id
// (app-data.json), the page's data and its static queries, and comparing them with what the page
// was rendered from (Gatsby's loader keeps it). When they differ, a deploy happened while the
// visitor was offline, and the page is loaded again: the new data may need the new build's code,
// which is why Gatsby itself never swaps a page's data in place in production. When they are the
// same, the page already shows the current data and nothing moves.
import { fetchJson } from '@/lib/fetch-json';

/** What Gatsby's loader keeps of the page shown (`window.___loader.loadPageSync`). */
export interface ShownPage {
  json: unknown;
  page: { path: string };
  staticQueryResults?: Record<string, unknown>;
}

interface PageData {
  result: unknown;
  staticQueryHashes?: string[];
}

type GetJson = (url: string) => Promise<unknown>;

/**
 * Gatsby's URL of a page's data (no path prefix on this site). The loader adds the query string
 * of the visited URL to the page's path (`/agenda?type=open-door`); the data file has none.
 */
export const pageDataUrl = (pagePath: string) => {
  const [path] = pagePath.split('?');
  return `/page-data/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}/page-data.json`;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** True when the server's build, page data or static query results differ from those shown. */
export const pageDataChanged = async (shown: ShownPage, runningBuild: string | undefined, getJson: GetJson): Promise<boolean> => {
  const [appData, pageData] = (await Promise.all([getJson('/page-data/app-data.json'), getJson(pageDataUrl(shown.page.path))])) as [
    { webpackCompilationHash?: string },
    PageData,
  ];
  if (appData.webpackCompilationHash !== runningBuild) return true;
  if (!sameJson(pageData.result, shown.json)) return true;
  const hashes = pageData.staticQueryHashes ?? [];
  const shownQueries = shown.staticQueryResults ?? {};
  if (hashes.some((hash) => !(hash in shownQueries))) return true;
  const queries = await Promise.all(hashes.map((hash) => getJson(`/page-data/sq/d/${hash}.json`)));
  return queries.some((result, index) => !sameJson(result, shownQueries[hashes[index]]));
};

interface GatsbyWindow {
  ___loader?: { loadPageSync: (path: string) => ShownPage | undefined };
  ___webpackCompilationHash?: string;
}

const revalidatingFetch: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-cache' });

/** Fetches the page's data again and reloads the page when a deploy changed them. */
export const reloadIfPageDataChanged = async () => {
  const gatsby = window as unknown as GatsbyWindow;
  const { pathname, search } = window.location;
  // Not a page rendered by Gatsby's production loader (develop, tests): nothing to compare with.
  const shown = gatsby.___loader?.loadPageSync(pathname + search);
  if (!shown?.page) return;
  const getJson: GetJson = (url) => fetchJson(url, { scope: 'page-data', fetchImpl: revalidatingFetch });
  try {
    if (await pageDataChanged(shown, gatsby.___webpackCompilationHash, getJson)) window.location.reload();
  } catch (error) {
    console.error('[connectivity] the page data could not be checked; the page stays as it is', error);
  }
};
