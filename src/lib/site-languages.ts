// Whether the site has its English version, and so its languages: the French website settings'
// englishEnabled, on unless an editor turned it off. One rule for the browser, the build and the
// server.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './routes';

type WebsiteSettings = { locale?: unknown; englishEnabled?: unknown } | null | undefined;

/** `websites`: the website settings entries (CMS nodes or query results), one per language. */
export const englishEnabledOf = (websites: ReadonlyArray<object | null | undefined>): boolean =>
  (websites as readonly WebsiteSettings[]).find((website) => website?.locale === DEFAULT_LANGUAGE)?.englishEnabled !== false;

export const siteLanguages = (englishEnabled: boolean): Language[] => (englishEnabled ? [...LANGUAGES] : [DEFAULT_LANGUAGE]);
