// Intl formatting in the page's language: British English for English pages (day before month,
// 24-hour clock), French of France for French pages.
import type { Language } from './routes';

export const INTL_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "1 234,5" / "1,234.5". */
export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);
