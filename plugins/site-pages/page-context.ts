// Page creation helpers. Every page carries its language, the gatsby-plugin-react-i18next context
// (set here so the plugin does not duplicate CMS pages) and the paths of the same page in the other
// languages (for the language switch and hreflang): see src/lib/page-context.ts.
import path from 'path';
import type { Actions } from 'gatsby';
import { DEFAULT_LANGUAGE, type Language, localize, unlocalize } from '../../src/lib/routes';
import type { Alternates, SitePageContext } from '../../src/lib/page-context';
import { searchKindOfTemplate } from '../../src/lib/search-marks';

export const template = (name: string) => path.resolve(process.cwd(), 'src', 'templates', `${name}.tsx`);

export interface PageFactory {
  languages: Language[];
  createPage: Actions['createPage'];
  /** Every path created, for the redirect checks. */
  paths: Set<string>;
}

/** Creates one page; `path` is the unprefixed route, localized here. */
export const createSitePage = (
  { createPage, languages, paths }: PageFactory,
  {
    language,
    route,
    component,
    alternates,
    context = {},
  }: { language: Language; route: string; component: string; alternates?: Alternates; context?: Record<string, unknown> },
) => {
  const pagePath = localize(language, route);
  const allAlternates: Alternates = alternates ?? Object.fromEntries(languages.map((lng) => [lng, localize(lng, route)]));
  const searchKind = searchKindOfTemplate(component);
  const pageContext: SitePageContext & Record<string, unknown> = {
    ...context,
    ...(searchKind ? { searchKind } : {}),
    ...languageContext(language, pagePath, allAlternates, languages),
  };
  createPage({ path: pagePath, component, context: pageContext });
  paths.add(pagePath);
};

/** What every page's context says of its language (the news publication's fast lane composes it too). */
export const languageContext = (
  language: Language,
  pagePath: string,
  alternates: Alternates,
  languages: readonly Language[],
): SitePageContext => ({
  language,
  alternates: Object.fromEntries(Object.entries(alternates).filter(([lng]) => languages.includes(lng as Language))),
  i18n: {
    language,
    languages: [...languages],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    routed: language !== DEFAULT_LANGUAGE,
    originalPath: unlocalize(pagePath),
    path: pagePath,
  },
});

/** Pages that exist once per language at the same route (lists, home, fixed pages). */
export const createFixedPages = (
  factory: PageFactory,
  page: { route: string; component: string; context?: (language: Language) => Record<string, unknown> },
) => {
  for (const language of factory.languages) {
    createSitePage(factory, { language, route: page.route, component: page.component, context: page.context?.(language) });
  }
};

export interface LocalizedEntry {
  id: string;
  documentId: string;
  locale: string | null;
}

/**
 * Pages of CMS entries: one per entry and language, with the paths of the entry's other
 * languages as alternates (entries share their documentId across languages).
 */
export const createEntryPages = <T extends LocalizedEntry>(
  factory: PageFactory,
  entries: readonly T[],
  page: { routeOf: (entry: T) => string; component: string; context?: (entry: T) => Record<string, unknown> },
) => {
  const enabled = entries.filter((entry): entry is T & { locale: Language } => factory.languages.includes(entry.locale as Language));
  const byDocument = new Map<string, Alternates>();
  for (const entry of enabled) {
    const alternates = byDocument.get(entry.documentId) ?? {};
    alternates[entry.locale] = localize(entry.locale, page.routeOf(entry));
    byDocument.set(entry.documentId, alternates);
  }
  for (const entry of enabled) {
    createSitePage(factory, {
      language: entry.locale,
      route: page.routeOf(entry),
      component: page.component,
      alternates: byDocument.get(entry.documentId),
      context: { id: entry.id, ...page.context?.(entry) },
    });
  }
};
