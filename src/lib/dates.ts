// Dates in the page's language, in the school's time zone (Europe/Paris).
import { INTL_LOCALES, SCHOOL_TIME_ZONE, dateTimeFormat } from './intl';
import type { Language } from './routes';

const formatter = (language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(INTL_LOCALES[language], { timeZone: SCHOOL_TIME_ZONE, ...options });

/** "jeudi 3 décembre 2026" / "Thursday, 3 December 2026". */
export const formatLongDate = (iso: string, language: Language) =>
  formatter(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** "3 décembre 2026" / "3 December 2026". */
export const formatDate = (iso: string, language: Language) =>
  formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** "14:30". */
export const formatTime = (iso: string, language: Language) =>
  formatter(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** "Décembre 2026" / "December 2026": the head of a month in the agenda, capitalised as a title. */
export const formatMonth = (iso: string, language: Language) => {
  const month = formatter(language, { month: 'long', year: 'numeric' }).format(new Date(iso));
  return month.charAt(0).toLocaleUpperCase(INTL_LOCALES[language]) + month.slice(1);
};

/** The school's month of a date, "2026-12": events sort and group by it whatever the visitor's time zone. */
export const schoolMonth = (iso: string) => {
  const parts = dateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(new Date(iso));
  return `${parts.find((part) => part.type === 'year')?.value}-${parts.find((part) => part.type === 'month')?.value}`;
};

/** "3": the day of the month, for a calendar leaf. */
export const dayOfMonth = (iso: string, language: Language) => formatter(language, { day: 'numeric' }).format(new Date(iso));

/** "jeudi" / "Thursday". */
export const weekday = (iso: string, language: Language) => formatter(language, { weekday: 'long' }).format(new Date(iso));
