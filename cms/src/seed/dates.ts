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

/** The instant at `time` ("HH:MM", Paris time) `days` days from `today` (negative: in the past). */
export const parisDateTime = (today: Date, days: number, time: string): Date => {
  const [hours, minutes] = time.split(':').map(Number);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hours, minutes));
  return new Date(day.getTime() - parisOffsetMinutes(day) * 60_000);
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
