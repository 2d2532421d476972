// Seed dates are relative to the day of seeding, in the school's time zone (Europe/Paris),
// so that "upcoming" events stay upcoming whenever the demo is installed.
import joursFeries from '@socialgouv/jours-feries';

const TIME_ZONE = 'Europe/Paris';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const parisOffsetMinutes = (instant: Date): number => {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** [year, month (1-12), day] of `instant` in Paris: 23:30 UTC on 31 December is already 1 January there. */
const parisCalendarDay = (instant: Date): [number, number, number] => {
  const parts = dayFormat.format(instant);
  const [year, month, day] = parts.split('-').map(Number);
  return [year, month, day];
};

/** The instant at `time` ("HH:MM", Paris time) `days` days from `today`'s day in Paris (negative: in the past). */
export const parisDateTime = (today: Date, days: number, time: string): Date => {
  const [hours, minutes] = time.split(':').map(Number);
  const [year, month, day] = parisCalendarDay(today);
  const wallClock = Date.UTC(year, month - 1, day + days, hours, minutes);
  // The offset of the instant itself, not of the wall clock read as UTC: they differ for the hours
  // around the changes of time (the last Sundays of March and October).
  const first = wallClock - parisOffsetMinutes(new Date(wallClock)) * 60_000;
  return new Date(wallClock - parisOffsetMinutes(new Date(first)) * 60_000);
};

const dayKey = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const holidaysByYear = new Map<number, Set<string>>();
/** France's public holidays of `year` (mainland), as "YYYY-MM-DD". */
const publicHolidays = (year: number): Set<string> => {
  let days = holidaysByYear.get(year);
  if (!days) {
    // The package gives each holiday as a Date at local midnight, the movable ones as Easter plus
    // whole days of 24 hours, an hour early when a change of time falls between: noon of the
    // holiday in local time is then still on its day.
    days = new Set(
      Object.values(joursFeries(year)).map((date) => {
        const noon = new Date(date.getTime() + 12 * 3_600_000);
        return dayKey(noon.getFullYear(), noon.getMonth() + 1, noon.getDate());
      }),
    );
    holidaysByYear.set(year, days);
  }
  return days;
};

/** The day of January the first Sunday of `year` falls on. */
const firstSundayOfJanuary = (year: number) => {
  const newYearWeekday = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return newYearWeekday === 0 ? 1 : 8 - newYearWeekday;
};

/**
 * The school is closed for the Christmas holidays, from Christmas Eve to the first Sunday of
 * January, classes starting again on the Monday: no open day on 31 December, nor three of them on
 * Saturday 2 January (blind review: "not credible").
 */
const isChristmasHolidays = (year: number, month: number, day: number): boolean =>
  (month === 12 && day >= 24) || (month === 1 && day <= firstSundayOfJanuary(year));

/**
 * Whether a school would hold an open day, a test or a fair on that day: not a Sunday, not a public
 * holiday, not in the Christmas holidays.
 */
export const isSchoolEventDay = (year: number, month: number, day: number): boolean =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() !== 0 &&
  !publicHolidays(year).has(dayKey(year, month, day)) &&
  !isChristmasHolidays(year, month, day);

/**
 * The offset in days of the first day a school would hold an event at or beyond `days` from
 * `today`'s day in Paris, moving away from today: an event to come stays to come (a Sunday goes to
 * the Monday), a past one stays past (to the Saturday before). Demo content seeded on any day then
 * holds no open day in the Christmas holidays.
 */
export const schoolEventDayOffset = (today: Date, days: number): number => {
  const [year, month, day] = parisCalendarDay(today);
  const step = days < 0 ? -1 : 1;
  let offset = days;
  for (;;) {
    const candidate = new Date(Date.UTC(year, month - 1, day + offset));
    if (isSchoolEventDay(candidate.getUTCFullYear(), candidate.getUTCMonth() + 1, candidate.getUTCDate())) return offset;
    offset += step;
  }
};

/** The instant at `time` (Paris) on the school day at or beyond `days` from `today` (schoolEventDayOffset). */
export const schoolEventDateTime = (today: Date, days: number, time: string): Date =>
  parisDateTime(today, schoolEventDayOffset(today, days), time);

/**
 * A publication instant `daysAgo` days before `today`, at a plausible office hour, and never after
 * `today` itself: a news item of the day seeded at 1 a.m. is not dated 8 a.m. It would be the newest
 * item for hours, ahead of anything an editor publishes meanwhile.
 */
export const publishedAt = (today: Date, daysAgo: number): Date => {
  const instant = parisDateTime(today, -daysAgo, `${String(8 + (daysAgo % 9)).padStart(2, '0')}:${daysAgo % 2 ? '30' : '00'}`);
  return instant.getTime() > today.getTime() ? new Date(today.getTime()) : instant;
};

/**
 * The moment the seed counts its dates from: now, or CMS_SEED_TODAY (an ISO 8601 date-time, such as
 * 2026-11-20T10:00:00Z), which the test suite sets so that the seeded content is the same whatever
 * the day it runs.
 */
export const seedToday = (env: NodeJS.ProcessEnv = process.env, now = new Date()): Date => {
  const value = env.CMS_SEED_TODAY?.trim();
  if (!value) return now;
  const today = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(today.getTime())) {
    throw new Error(`CMS_SEED_TODAY must be an ISO 8601 date-time (2026-11-20T10:00:00Z), not "${value}".`);
  }
  return today;
};
