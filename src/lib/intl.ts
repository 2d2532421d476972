// Intl formatting in the page's language: British English for English pages (day before month,
// 24-hour clock), French of France for French pages.
import type { Language } from './routes';

export const INTL_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

export const SCHOOL_TIME_ZONE = 'Europe/Paris';

// Building an Intl formatter costs about a millisecond (more under a phone's CPU), and pages
// format dozens of dates and figures while they hydrate: each formatter is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const cached = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F => {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
};

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** A text as it sorts: accents and case set aside ("Île-de-France" sorts as "ile-de-france"). */
const sortKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Compares two texts in alphabetical order, accents and case set aside ("Île-de-France" between
 * "Hauts-de-France" and "Normandie", not after "Z"), for sort(): the order French and English
 * readers expect for the names the site sorts (campuses, regions, cities, categories).
 * `a.localeCompare(b, language)` builds an ICU collator at every call, several hundred per page
 * for the navbar's 26 campuses (70 ms of a phone's main thread on the news list), and even one
 * Intl.Collator costs about as much to build (its collation tables); folding the accents away
 * costs a few microseconds. The language is kept in the signature for the day a language needs
 * more than that.
 */
export const compareIn = (_language: string) => (a: string, b: string) => {
  const keyA = sortKey(a);
  const keyB = sortKey(b);
  return keyA < keyB ? -1 : keyA > keyB ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** compareIn for what the site sorts by its name (campuses): `campuses.sort(byNameIn(language))`. */
export const byNameIn = (language: string) => {
  const compare = compareIn(language);
  return (a: { name: string }, b: { name: string }) => compare(a.name, b.name);
};

/** "1 234,5" / "1,234.5". */
export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions) =>
  numberFormat(INTL_LOCALES[language], options).format(value);

// The school's day without Intl. The first Intl date formatter of a page loads the time-zone data,
// about 120 ms of a phone's main thread, and every page needs "today in Paris" while it starts (the
// upcoming events). Paris keeps the European Union's summer time, which starts on the last Sunday
// of March and ends on the last Sunday of October, both at 01:00 UTC (Directive 2000/84/EC); the
// offset is UTC+2 between them and UTC+1 otherwise. A unit test holds this equal to Intl's
// Europe/Paris, hour by hour over fifteen years, so a change of the rule fails it when the
// time-zone data changes.
const HOUR_MS = 3_600_000;

/** The moment summer time starts (March) or ends (October) in a year: its last Sunday, 01:00 UTC. */
const lastSundayAtOneUtc = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

const parisOffsetMs = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
};

/** "2026-11-23": the day of a moment in the school's time zone (sortable as text). */
export const schoolDay = (date: Date) => new Date(date.getTime() + parisOffsetMs(date.getTime())).toISOString().slice(0, 10);
