// Seed dates are relative to the day of seeding, in the school's time zone (Europe/Paris),
// so that "upcoming" events stay upcoming whenever the demo is installed.
const TIME_ZONE = 'Europe/Paris';

const parisOffsetMinutes = (instant: Date): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** [year, month (1-12), day] of `instant` in Paris: 23:30 UTC on 31 December is already 1 January there. */
const parisCalendarDay = (instant: Date): [number, number, number] => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
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
