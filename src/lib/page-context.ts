// The context every page is created with (see plugins/site-pages).
import type { Language } from './routes';

export type Alternates = Partial<Record<Language, string>>;

export interface SitePageContext {
  language: Language;
  alternates: Alternates;
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
