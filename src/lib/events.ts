// Which events are upcoming (spec §7): the end date is today or later, or the start date is
// today or later; "today" is the day in the school's time zone.
import { schoolDay } from './intl';

type EventDates = { dateStart: string; dateEnd?: string | null };

/** Whether the event is upcoming on `today`, a school day (YYYY-MM-DD, from `schoolDay`). */
export const isUpcomingOn = (event: EventDates, today: string): boolean =>
  (event.dateEnd != null && schoolDay(new Date(event.dateEnd)) >= today) || schoolDay(new Date(event.dateStart)) >= today;

export const isUpcoming = (event: EventDates, now: Date): boolean => isUpcomingOn(event, schoolDay(now));
