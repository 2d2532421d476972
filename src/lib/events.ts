// Which events are upcoming (spec §7): the end date is today or later, or the start date is
// today or later; "today" is the day in the school's time zone.
import { schoolDay } from './intl';

export const isUpcoming = (event: { dateStart: string; dateEnd?: string | null }, now: Date): boolean => {
  const today = schoolDay(now);
  return (event.dateEnd != null && schoolDay(new Date(event.dateEnd)) >= today) || schoolDay(new Date(event.dateStart)) >= today;
};
