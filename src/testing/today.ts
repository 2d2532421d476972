// Tests that depend on the date: only Date is faked (timers, animation frames and microtasks stay
// real, so Testing Library's waitFor works as usual).

/** The day the fixtures are written as of (events in December 2026, news of November…). */
export const FIXTURES_TODAY = new Date('2026-11-20T10:00:00.000Z');

/** Makes `new Date()` and `Date.now()` start from `now` for the rest of the test. */
export const setToday = (now: Date) =>
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

/** A moment, its day in Paris (YYYY-MM-DD) and when that day began there, written out by hand. */
const sample = (name: string, now: string, schoolDay: string, midnight: string) => ({
  name,
  now: new Date(now),
  schoolDay,
  midnight: new Date(midnight),
});

/**
 * The days the date logic is tested on, each at a moment where the day in Paris is easy to get
 * wrong (a Monday, a Sunday, New Year's Eve, the changes of time).
 */
export const SAMPLE_TODAYS: ReadonlyArray<{ name: string; now: Date; schoolDay: string; midnight: Date }> = [
  sample('a Monday morning', '2026-11-23T07:30:00Z', '2026-11-23', '2026-11-22T23:00:00Z'),
  sample('a Sunday just before midnight in Paris', '2026-11-29T22:50:00Z', '2026-11-29', '2026-11-28T23:00:00Z'),
  sample('31 December, already 1 January in Paris', '2026-12-31T23:30:00Z', '2027-01-01', '2026-12-31T23:00:00Z'),
  sample('the last Sunday of March, as the clocks go forward', '2027-03-28T00:30:00Z', '2027-03-28', '2027-03-27T23:00:00Z'),
  sample('the last Sunday of October, as the clocks go back', '2027-10-31T00:30:00Z', '2027-10-31', '2027-10-30T22:00:00Z'),
];

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
