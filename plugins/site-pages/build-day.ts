// The school day a build counts "upcoming" from: which events the agenda and the campus pages list
// in their HTML, and which past events are left to the server. It is today in Paris, unless
// SITE_BUILD_DAY names one (YYYY-MM-DD): the test suite builds the seeded site as of a fixed day, so
// that what it checks does not move with the calendar.
import { schoolDay } from '../../src/lib/intl';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const buildDay = (env: NodeJS.ProcessEnv = process.env, now = new Date()): string => {
  const value = env.SITE_BUILD_DAY?.trim();
  if (!value) return schoolDay(now);
  const match = DAY.exec(value);
  // A real calendar day: 2026-02-30 would pass the pattern and silently become 2 March.
  const day = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!day || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`SITE_BUILD_DAY must be a day written YYYY-MM-DD (2026-11-20), not "${value}".`);
  }
  return value;
};
