// What the browser tests share about site pages: their address, a visitor who refused the
// trackers, and the moment React has hydrated a page.
import type { Page } from 'playwright-core';
import { readState } from './state';
import { SUITE_NOW } from './suite-day';

export const siteUrl = (path: string) => `${readState().siteUrl}${path}`;

/**
 * The consent cookie of a visitor who chose on the suite's day, the day of the pages' clock: a
 * choice dated later than the page's day does not count.
 */
export const consentCookie = ({ analytics, advertising }: { analytics: boolean; advertising: boolean }) => ({
  name: 'esnum_consent',
  value: encodeURIComponent(JSON.stringify({ v: 1, analytics, advertising, date: SUITE_NOW.toISOString() })),
  url: readState().siteUrl,
});

/**
 * A visitor who already refused the trackers: the consent banner (test/browser/consent.spec.ts
 * tests it) does not cover the page under test.
 */
export const refusedConsentCookie = () => consentCookie({ analytics: false, advertising: false });

/**
 * Gatsby's runtime is ready once React has hydrated the page: Gatsby marks that moment
 * (`onInitialClientRender`). Its router (`___navigate`) exists earlier, before hydration ends, and
 * a key pressed in between can be lost on a loaded machine.
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(
    () =>
      Boolean((window as unknown as { ___navigate?: unknown }).___navigate) &&
      document.readyState === 'complete' &&
      performance.getEntriesByName('onInitialClientRender').length > 0,
  );
