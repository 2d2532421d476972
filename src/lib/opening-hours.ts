// A campus's opening hours as the CMS stores them (a run of days, opening and closing times as
// "08:30:00.000") turned into what a reader and a search engine read: "Lundi – vendredi" and
// "8 h 30 – 19 h" in French, "Monday – Friday" and "08:30 – 19:00" in British English, and
// schema.org's OpeningHoursSpecification.
import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';
import { spokenClockTime } from './dates';
import { dateTimeFormat, INTL_LOCALES } from './intl';
import type { Language } from './routes';

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface OpeningHoursInput {
  firstDay?: string | null;
  lastDay?: string | null;
  opens?: string | null;
  closes?: string | null;
}

export interface OpeningHoursRow {
  days: string;
  /** "8 h 30" and "19 h" in French, "08:30" and "19:00" in English, and both joined by a dash. */
  opensLabel: string;
  closesLabel: string;
  hours: string;
  /** The days, schema.org's names ("Monday"). */
  dayNames: string[];
  /** "08:30", as schema.org and <time datetime> read it. */
  opens: string;
  closes: string;
}

const isWeekDay = (day: string | null | undefined): day is WeekDay => WEEK_DAYS.includes(day as WeekDay);

/** "08:30:00.000" → "08:30"; anything else → null. */
const clockTime = (time: string | null | undefined) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(time ?? '');
  return match ? `${match[1]}:${match[2]}` : null;
};

// 1 January 2024 was a Monday: the week days' names in any language, from Intl.
const dayName = (day: WeekDay, language: Language) =>
  dateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day)));

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The rows to show, in the CMS's order; a row missing its first day or a time is left out. */
export const openingHoursRows = (
  entries: ReadonlyArray<OpeningHoursInput | null> | null | undefined,
  language: Language,
): OpeningHoursRow[] =>
  (entries ?? []).flatMap((entry) => {
    const opens = clockTime(entry?.opens);
    const closes = clockTime(entry?.closes);
    if (!entry || !isWeekDay(entry.firstDay) || !opens || !closes) return [];
    const first = WEEK_DAYS.indexOf(entry.firstDay);
    const last = isWeekDay(entry.lastDay) ? Math.max(first, WEEK_DAYS.indexOf(entry.lastDay)) : first;
    const days = WEEK_DAYS.slice(first, last + 1);
    const label =
      last === first ? dayName(days[0], language) : `${dayName(days[0], language)} – ${dayName(days[days.length - 1], language)}`;
    const [opensLabel, closesLabel] = [spokenClockTime(opens, language), spokenClockTime(closes, language)];
    return [
      {
        days: capitalized(label),
        opensLabel,
        closesLabel,
        hours: `${opensLabel} – ${closesLabel}`,
        dayNames: days.map((day) => capitalized(day)),
        opens,
        closes,
      },
    ];
  });

/** The hours for search engines (the campus's CollegeOrUniversity); none when the CMS has none. */
export const openingHoursJsonLd = (entries: ReadonlyArray<OpeningHoursInput | null> | null | undefined): OpeningHoursSpecification[] =>
  openingHoursRows(entries, 'en').map(({ dayNames, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: dayNames.map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens,
    closes,
  }));
