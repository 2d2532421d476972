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
