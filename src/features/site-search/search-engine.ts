// The search engine in the browser: Pagefind's own script (/pagefind/pagefind.js, written with the
// index: shared/search-index.ts), loaded on the first search, one instance per language (Pagefind
// reads the language of the index from <html lang>, which the page frame keeps right).
//
// In the installed app (a page the service worker controls), the first search also fetches the
// rest of the language's index in the background, once per session, so a search works offline
// for any word; the service worker keeps the files (plugins/site-app/service-worker.ts). Not on a
// connection that asks to save data, and not past OFFLINE_INDEX_MAX_BYTES.
import type { Language } from '@/lib/routes';
import { routes } from '@/lib/routes';
import { groupHits, hitOf, kindsFound, type PagefindResultData, type SearchGroup } from './search-results';

/**
 * The best hits of each kind, whose page data is fetched (one fragment each). Each kind is searched
 * apart: ranked together, the many news items and events that mention "alternance" left the
 * programmes out of the first twenty.
 */
export const RESULTS_PER_KIND = 5;
const SEARCH_DEBOUNCE_MS = 200;
/** The whole French index of the seeded site is about 0.6 MB. */
export const OFFLINE_INDEX_MAX_BYTES = 3_000_000;

export interface SearchAnswer {
  term: string;
  /** Every page found, shown or not. */
  total: number;
  groups: SearchGroup[];
}

export interface SearchEngine {
  /** The answer, or null when a newer search took its place while it waited. */
  search: (term: string, options?: { now?: boolean }) => Promise<SearchAnswer | null>;
}

interface PagefindSearch {
  results: Array<{ data: () => Promise<PagefindResultData> }>;
  /** How many results each filter value has: `kind` is the page's (search-marks.ts). */
  filters?: Record<string, Record<string, number>>;
}

interface PagefindSearchOptions {
  filters?: Record<string, string>;
}

interface PagefindInstance {
  search: (term: string, options?: PagefindSearchOptions) => Promise<PagefindSearch>;
  debouncedSearch: (term: string, options: PagefindSearchOptions, debounceMs: number) => Promise<PagefindSearch | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

interface PagefindModule {
  createInstance: (options: { basePath: string; excerptLength?: number; metaCacheTag?: string }) => PagefindInstance;
}

const importPagefind = (): Promise<PagefindModule> => import(/* webpackIgnore: true */ `${routes.searchIndex()}pagefind.js`);

const engines = new Map<Language, Promise<SearchEngine>>();

const engineOf = (pagefind: PagefindModule): SearchEngine => {
  // A fixed tag in place of Pagefind's cache buster (?ts=<now>): the service worker keeps the entry
  // under one address, and serves it offline; online, it and the server's revalidation keep it fresh.
  const instance = pagefind.createInstance({ basePath: routes.searchIndex(), excerptLength: 24, metaCacheTag: 'site' });
  // Pagefind counts the results of each filter value only once the filters' index is loaded.
  const filtersLoaded = instance.filters();
  return {
    search: async (term, { now = false } = {}) => {
      await filtersLoaded;
      const found = now ? await instance.search(term) : await instance.debouncedSearch(term, {}, SEARCH_DEBOUNCE_MS);
      if (!found) return null;
      const firstHits = (search: PagefindSearch, count: number) =>
        Promise.all(search.results.slice(0, count).map(async (result) => hitOf(await result.data())));
      const kinds = kindsFound(found.filters?.kind);
      // An index written before the pages' kinds were filters: the first hits, grouped as they come.
      if (kinds.length === 0) return { term, total: found.results.length, groups: groupHits(await firstHits(found, RESULTS_PER_KIND * 4)) };
      const groups = await Promise.all(
        kinds.map(async ({ kind, total }) => ({
          kind,
          total,
          hits: await firstHits(await instance.search(term, { filters: { kind } }), RESULTS_PER_KIND),
        })),
      );
      return { term, total: found.results.length, groups };
    },
  };
};

/** The engine of the page's language, loaded once; a failed load (offline, say) is tried again next time. */
export const loadSearchEngine = (language: Language, load: () => Promise<PagefindModule> = importPagefind): Promise<SearchEngine> => {
  const known = engines.get(language);
  if (known) return known;
  const loading = load().then(engineOf);
  engines.set(language, loading);
  loading.catch(() => engines.delete(language));
  return loading;
};

interface OfflineFiles {
  shared: string[];
  languages: Record<string, { files: string[]; bytes: number }>;
}

const warmed = new Set<Language>();

/** Fetches the language's whole index for the service worker to keep (see the top of the file). */
export const keepIndexForOffline = async (language: Language) => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (warmed.has(language) || !navigator.serviceWorker?.controller || connection?.saveData) return;
  warmed.add(language);
  try {
    const manifest = (await (await fetch(routes.searchOfflineFiles())).json()) as OfflineFiles;
    const own = manifest.languages[language];
    if (!own || own.bytes > OFFLINE_INDEX_MAX_BYTES) return;
    const queue = [...manifest.shared, ...own.files].map((file) => `${routes.searchIndex()}${file}`);
    // Four at a time, so a search typed meanwhile is not kept waiting behind them.
    const next = async (): Promise<void> => {
      const url = queue.shift();
      if (!url) return;
      await fetch(url).catch(() => undefined);
      return next();
    };
    await Promise.all([next(), next(), next(), next()]);
  } catch {
    warmed.delete(language);
  }
};
