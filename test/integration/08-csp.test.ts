// The Content-Security-Policy in real Chromium: one page of every template, in French and English,
// served by the production server with its per-page policy (hashed inline scripts, no
// 'unsafe-inline' nor 'unsafe-eval' in script-src). Each page is hydrated, scrolled to the bottom
// (lazy images, the footer frame), left by a client-side navigation (page data, styles of another
// template); the pop-in fetches the CMS; an accepted consent loads the tag manager. Any violation
// report, console message about the policy, or other console or page error (a hydration mismatch
// among them) fails the test. That the server follows a rebuild's new policies is checked by
// 07-content-update.
import path from 'path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { auditPages } from '../../scripts/audit/pages';
import { launchChromium } from './support/chromium';
import { siteUrl, waitForHydration, WIDTHS } from './support/pages';
import { readState } from './support/state';

const { siteDir } = readState();
const PAGES = auditPages(path.join(siteDir, 'public'));

/** Gatsby's offline plugin says so on http://127.0.0.1; on https (and localhost) the worker registers. */
const SERVICE_WORKER_ON_LOOPBACK = /^Service workers can only be used over HTTPS/;

/** Playwright's own script for `serviceWorkers: 'block'`, run in the sandboxed footer frame too. */
const HARNESS_IN_SANDBOXED_FRAME =
  /^Failed to read the 'serviceWorker' property from 'Navigator': Service worker is disabled because the context is sandboxed/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface WatchedPage {
  page: Page;
  /** Violation reports, console messages about the policy, console and page errors, as readable lines. */
  violations: () => Promise<string[]>;
}

const consentCookie = (accepted: boolean) => ({
  name: 'esnum_consent',
  value: encodeURIComponent(JSON.stringify({ v: 1, analytics: accepted, advertising: false, date: new Date().toISOString() })),
  url: siteUrl('/'),
});

const isOwnNotFoundStatus = (message: ConsoleMessage, path: string) =>
  /^\/(?:en\/)?404\.html$/.test(path) && /status of 404/.test(message.text()) && message.location().url === siteUrl(path);

const watch = async (path: string, { acceptTrackers = false } = {}): Promise<WatchedPage> => {
  const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, serviceWorkers: 'block' });
  await context.addCookies([consentCookie(acceptTrackers)]);
  // No other host is reachable from the test machine: the footer frame's host (and any other)
  // answers an empty page. The policy is checked before a request is made, so this hides nothing.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleLines.push(`console: ${message.text()}`);
    // Any other error too: a hydration mismatch (React errors 418 to 425) makes React render the
    // page again in the browser, which Lighthouse counts as blocking time and a console error.
    // The 404 page's own status is what Chromium reports for its document, not an error of the page.
    else if (message.type() === 'error' && !SERVICE_WORKER_ON_LOOPBACK.test(message.text()) && !isOwnNotFoundStatus(message, path))
      consoleLines.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (!HARNESS_IN_SANDBOXED_FRAME.test(error.message)) consoleLines.push(`page error: ${error.message}`);
  });
  // Registered before any script of the page runs: the listener sees every report.
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { __cspReports: string[] }).__cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  await page.goto(siteUrl(path));
  await waitForHydration(page);
  return {
    page,
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports)),
      ...consoleLines,
    ],
  };
};

const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
};

describe('Content-Security-Policy', () => {
  it('audits one page of every template in both languages', () => {
    expect(new Set(PAGES.map((page) => page.template)).size).toBeGreaterThanOrEqual(15);
    expect(PAGES.filter((page) => page.language === 'en').length).toBe(PAGES.filter((page) => page.language === 'fr').length);
  });

  it.each(PAGES.map((page) => [page.path, page.template] as const))(
    '%s (%s): no violation nor error while reading the page and leaving it',
    async (pagePath) => {
      const { page, violations } = await watch(pagePath);
      try {
        const header = (await page.request.get(siteUrl(pagePath))).headers()['content-security-policy'];
        expect(header).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
        expect(header).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        await scrollThrough(page);
        // A client-side navigation: page data and the other template's code and styles.
        const home = pagePath.startsWith('/en') ? '/en' : '/';
        const target = pagePath === home ? (home === '/' ? '/agenda' : '/en/agenda') : home;
        await page.evaluate((to) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(to), target);
        await page.waitForURL(siteUrl(target));
        await page.waitForLoadState('networkidle');
        expect(await violations()).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );

  it('lets the pop-in load the campuses from the CMS, and the tag manager load after consent', async () => {
    const { page, violations } = await watch('/', { acceptTrackers: true });
    try {
      const containerRequested = page.waitForRequest(/googletagmanager\.com\/gtm\.js/);
      await page.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__containerRan = true;' }),
      );
      await page.reload();
      await waitForHydration(page);
      await containerRequested;
      await page.waitForFunction(() => (window as unknown as { __containerRan?: boolean }).__containerRan === true);
      await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);
      expect(await violations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('blocks a script injected into the page, and reports it', async () => {
    const { page, violations } = await watch('/');
    try {
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      });
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      // The report event is dispatched asynchronously.
      await page.waitForFunction(() => (window as unknown as { __cspReports: string[] }).__cspReports.length > 0);
      // Both ways the other tests watch see it: the report event and the console.
      const lines = await violations();
      expect(lines).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
      expect(lines).toContainEqual(expect.stringMatching(/^console: .*Content Security Policy/));
    } finally {
      await page.context().close();
    }
  });
});
