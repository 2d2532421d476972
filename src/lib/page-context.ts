// The context every page is created with (see plugins/site-pages).
import type { Language } from './routes';
import type { SearchKind } from './search-kinds';

export type Alternates = Partial<Record<Language, string>>;

export interface SitePageContext {
  language: Language;
  alternates: Alternates;
  /** The group the site search shows the page in; none for pages it does not find (search-marks.ts). */
  searchKind?: SearchKind;
  i18n: {
    language: Language;
    languages: Language[];
    defaultLanguage: Language;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}
