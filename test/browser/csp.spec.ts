// The Content-Security-Policy in real Chromium: one page of every template, in French and English,
// served by the production server with its per-page policy (hashed inline scripts, no
// 'unsafe-inline' nor 'unsafe-eval' in script-src). Each page is hydrated, scrolled to the bottom
// (lazy images, the footer frame), left by a client-side navigation (page data, styles of another
// template); the pop-in fetches the CMS; an accepted consent loads the tag manager. Any violation
// report, console message about the policy, or other console or page error (a hydration mismatch
// among them) fails the test. That the server follows a rebuild's new policies is checked by
// builds/content-update.spec.ts.
//
// The tests are named before the global setup builds the site, so they are one per template of the
// source (src/templates, and the 404 page) and language; each finds its page in the build, and the
// first test holds the build to that list.
import fs from 'fs';
import path from 'path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { auditPages } from '../../scripts/audit/pages';
import type { AuditPage } from '../../scripts/audit/types';
import { consentCookie, siteUrl, waitForHydration } from '../integration/support/pages';
import { readState } from '../integration/support/state';
import { at, expect, test } from './support/fixtures';

const SOURCE_TEMPLATES = [
  ...fs
    .readdirSync(path.join(__dirname, '../../src/templates'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.replace(/\.tsx$/, '')),
  '404',
].sort();
const LANGUAGES = ['fr', 'en'] as const;

let builtPages: AuditPage[] | undefined;
/** One page of every template in each language, picked from the build (scripts/audit/pages.ts). */
const pagesOfTheBuild = () => (builtPages ??= auditPages(path.join(readState().siteDir, 'public')));

/** Gatsby's offline plugin says so on http://127.0.0.1; on https (and localhost) the worker registers. */
const SERVICE_WORKER_ON_LOOPBACK = /^Service workers can only be used over HTTPS/;

/** Playwright's own script for `serviceWorkers: 'block'`, run in the sandboxed footer frame too. */
const HARNESS_IN_SANDBOXED_FRAME =
  /^Failed to read the 'serviceWorker' property from 'Navigator': Service worker is disabled because the context is sandboxed/;

const isOwnNotFoundStatus = (message: ConsoleMessage, pagePath: string) =>
  /^\/(?:en\/)?404\.html$/.test(pagePath) && /status of 404/.test(message.text()) && message.location().url === siteUrl(pagePath);

/**
 * Opens a page watching for what the policy blocks and for any error; returns the readable lines:
 * violation reports, console messages about the policy, console and page errors.
 */
const watch = async (page: Page, pagePath: string, { acceptTrackers = false } = {}) => {
  await page.context().addCookies([consentCookie({ analytics: acceptTrackers, advertising: false })]);
  // No other host is reachable from the test machine: the footer frame's host (and any other)
  // answers an empty page. The policy is checked before a request is made, so this hides nothing.
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleLines.push(`console: ${message.text()}`);
    // Any other error too: a hydration mismatch (React errors 418 to 425) makes React render the
    // page again in the browser, which Lighthouse counts as blocking time and a console error.
    // The 404 page's own status is what Chromium reports for its document, not an error of the page.
    else if (message.type() === 'error' && !SERVICE_WORKER_ON_LOOPBACK.test(message.text()) && !isOwnNotFoundStatus(message, pagePath))
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
  await page.goto(pagePath);
  await waitForHydration(page);
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports)), ...consoleLines];
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

test.describe('Content-Security-Policy', at(1440), () => {
  // page.route must see every request, and the policy is the page's, not a worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('audits one page of every template in both languages', () => {
    const built = pagesOfTheBuild();
    expect(new Set(built.map((page) => page.template)).size).toBeGreaterThanOrEqual(15);
    expect(built.filter((page) => page.language === 'en').length).toBe(built.filter((page) => page.language === 'fr').length);
    // Every template the build has is one of the tests below (they are named from the source).
    expect([...new Set(built.map((page) => page.template))].sort()).toEqual(SOURCE_TEMPLATES);
  });

  for (const template of SOURCE_TEMPLATES) {
    for (const language of LANGUAGES) {
      test(`${template} (${language}): no violation nor error while reading the page and leaving it`, async ({ page }) => {
        const built = pagesOfTheBuild().find((candidate) => candidate.template === template && candidate.language === language);
        expect(built, `no ${language} page of the template ${template} in the build`).toBeDefined();
        const pagePath = built!.path;
        const violations = await watch(page, pagePath);
        const header = (await page.request.get(pagePath)).headers()['content-security-policy'];
        expect(header).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
        expect(header).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        await scrollThrough(page);
        // A client-side navigation: page data and the other template's code and styles.
        const home = pagePath.startsWith('/en') ? '/en' : '/';
        const target = pagePath === home ? (home === '/' ? '/agenda' : '/en/agenda') : home;
        await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), target);
        await page.waitForURL(siteUrl(target));
        await page.waitForLoadState('networkidle');
        expect(await violations()).toEqual([]);
      });
    }
  }

  test('lets the pop-in load the campuses from the CMS, and the tag manager load after consent', async ({ page }) => {
    const violations = await watch(page, '/', { acceptTrackers: true });
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
  });

  test('blocks a script injected into the page, and reports it', async ({ page }) => {
    const violations = await watch(page, '/');
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
  });
});
