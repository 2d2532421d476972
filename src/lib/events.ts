// Which events are upcoming (spec §7): the end date is today or later, or the start date is
// today or later; "today" is the day in the school's time zone.
import { schoolMonth } from './dates';
import { schoolDay } from './intl';

export const isUpcoming = (event: { dateStart: string; dateEnd?: string | null }, now: Date): boolean => {
  const today = schoolDay(now);
  return (event.dateEnd != null && schoolDay(new Date(event.dateEnd)) >= today) || schoolDay(new Date(event.dateStart)) >= today;
};

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
