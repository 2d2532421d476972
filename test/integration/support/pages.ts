// Opening site pages in Chromium at a given width, failing on any uncaught page error.
import type { Browser, Page } from 'playwright-core';
import { readState } from './state';

export const WIDTHS = { desktop: 1440, compact: 1200, mobile: 390 } as const;

export const siteUrl = (path: string) => `${readState().siteUrl}${path}`;

/**
 * A visitor who already refused the trackers: the consent banner (15-consent tests it) does not
 * cover the page under test.
 */
export const refusedConsentCookie = () => ({
  name: 'esnum_consent',
  value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() })),
  url: readState().siteUrl,
});

/** `beforeLoad` runs on the page before it loads (routes that must see its first requests). */
export const openPage = async (
  browser: Browser,
  path: string,
  width: number,
  options: { hydrated?: boolean; beforeLoad?: (page: Page) => Promise<unknown> } = {},
) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.context().addCookies([refusedConsentCookie()]);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await options.beforeLoad?.(page);
  await page.goto(siteUrl(path));
  // Interactive parts need React to have taken over the server HTML.
  if (options.hydrated !== false) await waitForHydration(page);
  return { page, pageErrors };
};

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
