// The timers a page arms, so that a test can wait for the ones that would change what it checks
// instead of sleeping: the page's timers are real (./page-clock.ts shifts only Date), and what a
// page does "later" (the delayed scroll after a route change, a message hidden after 5 s, a
// request given up after its time limit) it schedules with setTimeout. A check that something does
// NOT happen waits until every timer armed since the event that could have caused it has run or
// been cleared; when there is none, there is nothing to wait for. Only setTimeout is followed:
// the site schedules nothing with setInterval, and an interval never ends.
import type { BrowserContext, Page } from '@playwright/test';

interface TimersProbe {
  /** Resolves once no timer armed at or after `since` (performance.now()), of `maxDelay` ms at most, is pending. */
  ran: (since: number, maxDelay: number) => Promise<void>;
}

/** Wraps setTimeout and clearTimeout in the page, before any of its scripts, to know which are pending. */
const recordTimers = () => {
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  /** Pending timers (ids): when each was armed, and its delay. */
  const pending = new Map<number, { armedAt: number; delay: number }>();
  const waiters = new Set<() => void>();
  // Checked in a task of its own, once the microtasks of the change have run: a promise chain that
  // clears one timer and arms the next (a request's time limit, then the next request's) is one step.
  const changed = () => {
    realSetTimeout(() => waiters.forEach((check) => check()), 0);
  };
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') return realSetTimeout(handler, timeout, ...args);
    const id = realSetTimeout(() => {
      pending.delete(id);
      try {
        (handler as (...values: unknown[]) => void)(...args);
      } finally {
        changed();
      }
    }, timeout);
    pending.set(id, { armedAt: performance.now(), delay: Math.max(0, Number(timeout) || 0) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    realClearTimeout(id);
    if (id !== undefined && pending.delete(id)) changed();
  }) as typeof window.clearTimeout;
  const probe: TimersProbe = {
    ran: (since, maxDelay) =>
      new Promise((resolve) => {
        const check = () => {
          if ([...pending.values()].some(({ armedAt, delay }) => armedAt >= since && delay <= maxDelay)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
  };
  (window as unknown as { __timers: TimersProbe }).__timers = probe;
};

/** Records the timers of every page later opened in `target`. */
export const trackTimers = (target: BrowserContext | Page) => target.addInitScript(recordTimers);

/** The page's performance.now(): the instant to pass to `timersRan` before an action. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Waits until every timer the page armed since `since` (a `pageNow`) has run or been cleared,
 * including those armed by their callbacks, then for two frames: what those callbacks changed is
 * rendered, and any request they started has been sent. With `maxDelay`, only the timers of that
 * many milliseconds at most count (a check about what happens right after an action need not wait
 * for Gatsby's prefetching, which runs in batches 3 s apart).
 */
export const timersRan = (page: Page, since: number, maxDelay = Number.POSITIVE_INFINITY) =>
  page.evaluate(
    async ({ instant, longest }) => {
      await (window as unknown as { __timers: TimersProbe }).__timers.ran(instant, longest);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { instant: since, longest: maxDelay },
  );
