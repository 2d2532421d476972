// The browser stage's `test`: every page opens on the built site (relative addresses), on the
// suite's day (./page-clock.ts), as a visitor who already refused the trackers (the consent banner,
// tested in consent.spec.ts, does not cover the page), with its uncaught errors collected; `open`
// waits until React has hydrated it. A test that needs a context of its own asks `newContext`, which
// sets the same clock: the lint forbids `browser.newContext` in the tests.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { refusedConsentCookie, waitForHydration } from '../../integration/support/pages';
import { readState } from '../../integration/support/state';
import { BRAND_FONT_FAMILY, BRAND_FONT_PATH } from '../../../src/lib/brand-font';
import { setPageClock } from './page-clock';

export { expect } from '@playwright/test';
export { at } from './widths';

interface Fixtures {
  /** Uncaught errors of `page`. */
  pageErrors: Error[];
  /** Goes to a site path and waits for hydration (interactive parts need React to have taken over). */
  open: (path: string) => Promise<Page>;
  /** A context of the test's own, on the suite's day; closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * A context with a profile on disk (a browser of its own, with the file's launch options), on
   * the suite's day; closed and removed after the test. Every other context is incognito, where
   * Chromium installs no app.
   */
  persistentContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

let brandFont: string | undefined;
/** The built site's brand font file, read once per worker. */
const brandFontBase64 = () => (brandFont ??= fs.readFileSync(path.join(readState().siteDir, 'public', BRAND_FONT_PATH)).toString('base64'));

export const test = base.extend<Fixtures>({
  // Set by the global setup once the server listens: not known when the configuration loads.
  baseURL: async ({}, use) => use(readState().siteUrl),
  context: async ({ context }, use) => {
    await setPageClock(context);
    await context.addCookies([refusedConsentCookie()]);
    // The brand font is font-display: optional: a page uses it only when it is there for the first
    // paint (a returning visitor's cache), which a busy machine does not always manage. Every page
    // here starts as that returning visitor: the font is given to the document before anything is
    // drawn, so every test (and every screenshot) sees the same font.
    const font = brandFontBase64();
    await context.addInitScript(
      ({ family, data }) => {
        const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
        document.fonts.add(new FontFace(family, bytes, { weight: '200 800' }));
      },
      { family: BRAND_FONT_FAMILY, data: font },
    );
    await use(context);
  },
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await setPageClock(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  persistentContext: async ({ playwright, launchOptions }, use) => {
    const opened: Array<{ context: BrowserContext; dir: string }> = [];
    await use(async (options) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-profile-'));
      const context = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, ...options });
      opened.push({ context, dir });
      await setPageClock(context);
      return context;
    });
    for (const { context, dir } of opened) {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  open: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
      return page;
    });
  },
});

/** Waits for the web fonts and two frames: layout and paint have caught up with the last change. */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/**
 * Waits until the pop-in's campus list is loaded (the select is aria-disabled until then); a longer
 * `timeout` where the list comes after the CMS was tried and given up on.
 */
export const campusesLoaded = (page: Page, timeout?: number) =>
  page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20, undefined, { timeout });

/** Chooses a campus in the open pop-in and confirms with its button, named after the action: the visitor lands on the CRM's form. */
export const sendToCrm = async (page: Page, campus: string, timeout?: number) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Campus' }).selectOption(campus);
  await dialog.getByRole('button', { name: /^(Recevoir la brochure|Contacter le campus|Candidater)$/ }).click();
  await page.waitForURL(/^https:\/\/crm\.esnum\.example\//, { timeout });
};
