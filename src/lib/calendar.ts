// Dates as a calendar shows them, for the agenda and the event page: the head of a month, a
// calendar leaf's day and weekday, and events grouped by month. Apart from dates.ts, which every
// page carries, so that only those two templates carry this.
import { schoolDateFormat } from './dates';
import { INTL_LOCALES, schoolDay } from './intl';
import type { Language } from './routes';

/** "Décembre 2026" / "December 2026": the head of a month in the agenda, capitalised as a title. */
export const formatMonth = (iso: string, language: Language) => {
  const month = schoolDateFormat(language, { month: 'long', year: 'numeric' }).format(new Date(iso));
  return month.charAt(0).toLocaleUpperCase(INTL_LOCALES[language]) + month.slice(1);
};

/** The school's month of a date, "2026-12": events sort and group by it whatever the visitor's time zone. */
export const schoolMonth = (iso: string) => schoolDay(new Date(iso)).slice(0, 7);

/** "3": the day of the month, for a calendar leaf. */
export const dayOfMonth = (iso: string, language: Language) => schoolDateFormat(language, { day: 'numeric' }).format(new Date(iso));

/** "jeudi" / "Thursday". */
export const weekday = (iso: string, language: Language) => schoolDateFormat(language, { weekday: 'long' }).format(new Date(iso));

/** Events (sorted by start) in runs of the same month of the school's calendar, in order. */
export const groupByMonth = <E extends { dateStart: string }>(events: readonly E[]): Array<{ month: string; events: E[] }> => {
  const groups: Array<{ month: string; events: E[] }> = [];
  for (const event of events) {
    const month = schoolMonth(event.dateStart);
    const last = groups.at(-1);
    if (last?.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
};
