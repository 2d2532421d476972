// The Content-Security-Policy in real Chromium: one page of every template, in French and English,
// served by the production server with its per-page policy (hashed inline scripts, no
// 'unsafe-inline' nor 'unsafe-eval' in script-src). Each page is hydrated, scrolled to the bottom
// (lazy images, the footer frame), left by a client-side navigation (page data, styles of another
// template); the pop-in fetches the CMS; an accepted consent loads the tag manager. Any violation
// report, or console message about the policy, fails the test.
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { auditPages } from '../../scripts/audit/pages';
import { launchChromium } from './support/chromium';
import { siteUrl, waitForHydration, WIDTHS } from './support/pages';
import { readState } from './support/state';

const { siteDir } = readState();
const PAGES = auditPages(path.join(siteDir, 'public'));

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface WatchedPage {
  page: Page;
  /** Violation reports and console messages about the policy, as readable lines. */
  violations: () => Promise<string[]>;
}

const consentCookie = (accepted: boolean) => ({
  name: 'esnum_consent',
  value: encodeURIComponent(JSON.stringify({ v: 1, analytics: accepted, advertising: false, date: new Date().toISOString() })),
  url: siteUrl('/'),
});

const watch = async (path: string, { acceptTrackers = false } = {}): Promise<WatchedPage> => {
  const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, serviceWorkers: 'block' });
  await context.addCookies([consentCookie(acceptTrackers)]);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleLines.push(`console: ${message.text()}`);
  });
  // Registered before any script of the page runs: the listener sees every report.
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { __cspReports: string[] }).__cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
    );
  });
  await page.goto(siteUrl(path));
  await waitForHydration(page);
  return {
    page,
    violations: async () => [...(await page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports)), ...consoleLines],
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

  it.each(PAGES.map((page) => [page.path, page.template] as const))('%s (%s): no violation while reading the page and leaving it', async (pagePath) => {
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
  });

  it('lets the pop-in load the campuses from the CMS, and the tag manager load after consent', async () => {
    const { page, violations } = await watch('/', { acceptTrackers: true });
    try {
      const containerRequested = page.waitForRequest(/googletagmanager\.com\/gtm\.js/);
      await page.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__containerRan = true;' }));
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
