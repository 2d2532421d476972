// Every route of the site (spec §2), in one place: page creation and links both use these.
// French lives at the root, English under /en; URLs never end with a slash.

import languages from '../../config/languages.json';

/**
 * A language of the site: one of the codes of config/languages.json, the one list the site, its
 * build, the scripts and the CMS share. Spelt out here because a JSON import has no literal types;
 * __tests__/routes.test.ts checks that the two agree.
 */
export type Language = 'fr' | 'en';
export const LANGUAGES = languages.languages as readonly Language[];
export const DEFAULT_LANGUAGE = languages.defaultLanguage as Language;

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Prefixes a site path with its language (`/agenda` → `/en/agenda`; French paths are unchanged). */
export const localize = (language: Language, path: string): string => {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
};

/** The path without its language prefix. */
export const unlocalize = (path: string): string => {
  const match = /^\/(en)(\/.*)?$/.exec(path);
  return match ? match[2] || '/' : path;
};

export const NEWS_PER_PAGE = 12;

export const routes = {
  home: () => '/',
  news: () => '/actualites',
  /** A numbered page of the news list, counted from the oldest (src/lib/news-pages.ts). */
  newsPage: (page: number) => `/actualites/page/${page}`,
  newsArticle: (slug: string) => `/actualites/${slug}`,
  agenda: () => '/agenda',
  event: (slug: string) => `/agenda/${slug}`,
  /**
   * The event's iCalendar file, written by the build beside its page (`/agenda/{slug}` is a folder
   * with its index.html; slugs have no dot, so no page can take this name).
   */
  eventCalendar: (slug: string) => `/agenda/${slug}.ics`,
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  campuses: () => '/campus',
  campus: (slug: string) => `/campus/${slug}`,
  programmes: () => '/programmes',
  programme: (slug: string) => `/programmes/${slug}`,
  /** The positions of the French postcodes, written by the build (plugins/site-geo), read by "près de chez moi". */
  postcodePositions: () => '/geo/codes-postaux.json',
  /** The site search's index (shared/search-index.ts): its script, and the files an installed app keeps for offline search. */
  searchIndex: () => '/pagefind/',
  searchOfflineFiles: () => '/pagefind/offline-files.json',
  /** Two or three programmes side by side (?formations=a,b,c); no programme may take the slug. */
  programmeComparison: () => '/programmes/comparer',
  /** The course landing of one category (BTS, Bachelor…). */
  programmeCategory: (category: string) => `/programmes/categorie/${category}`,
  jobOffers: () => '/offres-alternance',
  jobProfiles: () => '/metiers',
  jobProfile: (slug: string) => `/metiers/${slug}`,
  brochure: () => '/crm/brochure',
  errorDebug: () => '/error/debug',
  /** What the installed app's service worker shows offline for a page it has not kept (plugins/site-app/worker). */
  offline: () => '/hors-ligne',
  article: (rubrique: string, slug?: string | null) => (slug ? `/${rubrique}/${slug}` : `/${rubrique}`),
} as const;

/**
 * First path segments owned by the site's own templates: a section page (`/{rubrique}`) may not
 * take them, as the generic route is declared last.
 */
export const RESERVED_RUBRIQUES = [
  'actualites',
  'agenda',
  'blog',
  'campus',
  'offres-alternance',
  'programmes',
  'crm',
  'error',
  'metiers',
  'en',
  '404',
  'page-data',
  'static',
  'icons',
  '__status',
];
