// The clock of the pages the browser tests open: the suite's day (../../integration/support/suite-day.ts),
// flowing from there at the real pace. Only Date moves: Playwright's own clock also replaces
// timers, animation frames and `performance`, whose marks are empty under it, and the tests wait
// for the mark Gatsby sets once React has hydrated a page (waitForHydration).
import type { BrowserContext, Page } from '@playwright/test';
import { SUITE_NOW } from '../../integration/support/suite-day';

/**
 * Makes `new Date()`, `Date()` and `Date.now()` in the page read `realNow + offsetMs`. A second call
 * (a test that moves one page's day) shifts the real Date, not the first shift.
 */
const shiftDate = (offsetMs: number) => {
  const holder = window as unknown as { __realDate?: DateConstructor };
  const RealDate = (holder.__realDate ??= Date);
  const now = () => RealDate.now() + offsetMs;
  window.Date = new Proxy(RealDate, {
    construct: (target, args: ConstructorParameters<DateConstructor>) => (args.length ? new target(...args) : new target(now())),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
};

/**
 * Sets the clock of every page later opened in `target` to `instant` (the suite's day by
 * default). The offset is taken once, here: a page reloaded ten seconds later reads ten seconds
 * later, as a visitor's would.
 */
export const setPageClock = (target: BrowserContext | Page, instant: Date = SUITE_NOW) =>
  target.addInitScript(shiftDate, instant.getTime() - Date.now());
