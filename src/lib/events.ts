// When an event is over. With an end time, at that time: an open day that closed at 17:00 is no
// longer offered at 18:00, neither in the lists nor on its page. Without one, at the end of its
// day in the school's time zone, since nobody said when it closes. The CMS is asked for the
// events of today and later (spec §7, cms-api.ts); the browser then drops those already over.
import { schoolDay } from './intl';

const timeOf = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

export interface EventDates {
  dateStart: string;
  dateEnd?: string | null;
}

export const hasEnded = (event: EventDates, now: Date): boolean => {
  const end = timeOf(event.dateEnd);
  if (Number.isFinite(end) && end >= timeOf(event.dateStart)) return end <= now.getTime();
  return schoolDay(new Date(event.dateStart)) < schoolDay(now);
};

export const isUpcoming = (event: EventDates, now: Date): boolean => !hasEnded(event, now);
