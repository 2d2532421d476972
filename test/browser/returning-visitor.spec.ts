// The second visit: every visitor gets the service worker, not only those who install the app, so
// a returning visitor's pages go through it. On the built site, served under the host name
// localhost (a secure context: Gatsby registers its worker only there or on https), with the worker
// in control:
// - every template, in French and English, comes back by a reload, in a new tab and by a link
//   without a console or page error (the plugin's app shell made React rebuild each one, with 14
//   errors a revisit);
// - offline, a visited page opens by address and by link; a page never visited shows the site's
//   offline page in the page's language (503), listing the pages kept, with a retry that opens the
//   page once the connection is back; the pop-in says the CRM needs a connection; the installed
//   app's toasts still come and go;
// - Chromium finds nothing missing to install the app, and the manifest has what the install
//   dialog and the system shell use.
// Each file's visitor has a server of its own for the shared build, which the offline tests stop
// and start again on the same port (the worker belongs to that origin).
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { freePort } from '../../scripts/lib/free-port';
import { SERVICE_WORKER_LAUNCH_OPTIONS } from '../integration/support/chromium';
import { emulateInstalledApp } from '../integration/support/installed-app';
import { refusedConsentCookie, waitForHydration } from '../integration/support/pages';
import { waitForServiceWorkerControl } from '../integration/support/service-worker';
import { readState } from '../integration/support/state';
import { TEMPLATES, templatePath, templatePathIn } from '../integration/support/templates';
import { at, campusesLoaded, expect, test } from './support/fixtures';

test.use({ launchOptions: SERVICE_WORKER_LAUNCH_OPTIONS });

/**
 * The shared build on a server of the test's own, at a fixed port it can stop and start again.
 * `failures` lists its error answers: with the browser's failed requests (watchErrors), they say
 * which side failed when a page logs an error.
 */
const siteServer = async () => {
  const port = await freePort();
  const failures: string[] = [];
  let app: Awaited<ReturnType<typeof buildServer>> | null = null;
  const start = async () => {
    app = await buildServer({ publicDir: path.join(readState().siteDir, 'public') });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400)
        failures.push(`server: ${request.url} answered ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`);
    });
    await app.listen({ port, host: '127.0.0.1' });
  };
  const stop = async () => {
    await app?.close();
    app = null;
  };
  await start();
  return { url: `http://localhost:${port}`, start, stop, failures };
};

/**
 * Console errors and uncaught errors of every page of the context, as one list to compare with [];
 * and, to explain them, the site's requests that failed or were cancelled (a page closing or
 * navigating away cancels some: only listed, never an error in themselves).
 */
const watchErrors = (context: BrowserContext, first: Page, origin: string) => {
  const errors: string[] = [];
  const failedRequests: string[] = [];
  context.on('requestfailed', (request) => {
    if (request.url().startsWith(origin))
      failedRequests.push(`browser: ${request.resourceType()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`);
  });
  context.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      failedRequests.push(`browser: ${response.url()} answered ${response.status()}${response.fromServiceWorker() ? ' (worker)' : ''}`);
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`${page.url()}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
    });
  };
  watch(first);
  context.on('page', watch);
  return { errors, failedRequests };
};

/**
 * A visitor of `url` who has answered the consent banner (it would cover the links), back on
 * `firstPath` once the worker installed at the first visit is in control.
 */
const returningVisitor = async (context: BrowserContext, page: Page, url: string, firstPath: string) => {
  await context.addCookies([{ ...refusedConsentCookie(), url }]);
  await page.goto(`${url}${firstPath}`);
  await waitForHydration(page);
  await waitForServiceWorkerControl(page);
  await page.reload();
  await waitForHydration(page);
};

/** Resolves once the worker has kept `pagePath` for offline use (it keeps a copy after answering). */
const waitUntilKept = (page: Page, pagePath: string) =>
  expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys()) {
            if (name.startsWith('esnum-pages-') && (await (await caches.open(name)).match(new URL(wanted, location.href).href)))
              return true;
          }
          return false;
        }, pagePath),
      { timeout: 15_000 },
    )
    .toBe(true);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const language of ['fr', 'en'] as const) {
  test(
    `every template in ${language} comes back by a reload, in a new tab and by a link, without an error`,
    at(1440),
    async ({ context, page }) => {
      test.setTimeout(300_000);
      const server = await siteServer();
      try {
        const { errors, failedRequests } = watchErrors(context, page, server.url);
        const home = templatePathIn(language, '/');
        await returningVisitor(context, page, server.url, home);
        for (const template of TEMPLATES) {
          const pagePath = templatePathIn(language, templatePath(template));
          await test.step(template.name, async () => {
            // The address opened in a new tab, then the tab reloaded: both answered by the worker.
            const tab = await context.newPage();
            const opened = await tab.goto(`${server.url}${pagePath}`);
            expect(opened?.fromServiceWorker()).toBe(true);
            await waitForHydration(tab);
            const title = (await heading(tab).textContent())?.trim();
            expect(title).toBeTruthy();
            const reload = await tab.reload();
            expect(reload?.fromServiceWorker()).toBe(true);
            await waitForHydration(tab);
            await expect(heading(tab)).toHaveText(title!);
            // A link away (the logo, home) and the back button: both handled by the site's router.
            if (pagePath !== home) {
              await tab.locator(`header a[href="${home}"]`).first().click();
              await tab.waitForURL(`${server.url}${home}`);
              await tab.goBack();
              await expect(heading(tab)).toHaveText(title!);
            }
            await tab.close();
            expect(errors, [...failedRequests.slice(-20), ...server.failures].join('\n') || 'no failed request').toEqual([]);
          });
        }
      } finally {
        await server.stop();
      }
    },
  );
}

test.describe('offline, with the worker in control', at(390), () => {
  test('a visited page opens by address and by link; another shows the offline page, which lists the kept pages and retries', async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await siteServer();
    try {
      await returningVisitor(context, page, server.url, '/');
      await page.goto(`${server.url}/agenda`);
      await waitForHydration(page);
      await waitUntilKept(page, '/agenda');
      await waitUntilKept(page, '/');

      await server.stop();
      await context.setOffline(true);

      // A visited page, by address.
      const visited = await page.goto(`${server.url}/agenda`);
      expect(visited?.status()).toBe(200);
      await expect(heading(page)).toHaveText('Agenda');
      await waitForHydration(page);
      // A visited page, by link: home, by the logo.
      await page.locator('header a[href="/"]:visible').first().click();
      await page.waitForURL(`${server.url}/`);
      await expect(heading(page)).toBeVisible();

      // A page never visited, by address: the offline page, in French.
      const unvisited = await page.goto(`${server.url}/campus?utm_source=appli`);
      expect(unvisited?.status()).toBe(503);
      await expect(heading(page)).toHaveText('Vous êtes hors-ligne');
      await expect(page).toHaveTitle(/^Hors-ligne \| ESNUM$/);
      const kept = page.getByRole('region', { name: 'Disponibles sans connexion' }).getByRole('link');
      // The pages by their titles without the site's name, the most recent first; home by its name.
      await expect(kept).toHaveText(['Agenda', 'Accueil']);
      await expect(kept.first()).toHaveAttribute('href', '/agenda');
      await expect(page.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/campus?utm_source=appli');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      // The page fits the phone: no sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await page.screenshot({ path: test.info().outputPath('offline-390.png'), fullPage: true });

      // From it, a kept page by link.
      await kept.first().click();
      await expect(heading(page)).toHaveText('Agenda');
      await waitForHydration(page);

      // A page never visited, by link: the site's router cannot load it and hands it to the worker.
      const eventLink = page.locator('main a[href^="/agenda/"]').first();
      await eventLink.click();
      await expect(heading(page)).toHaveText('Vous êtes hors-ligne');

      // In English, the English offline page.
      await page.goto(`${server.url}/en/campus`);
      await expect(heading(page)).toHaveText('You are offline');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByText('No page is saved on this device yet.', { exact: false })).toBeVisible();

      // Back online, the retry opens the page asked for.
      await page.goto(`${server.url}/campus`);
      await context.setOffline(false);
      await server.start();
      await page.getByRole('link', { name: 'Réessayer' }).click();
      await expect(heading(page)).toHaveText('Nos campus');
      await waitForHydration(page);
    } finally {
      await server.stop();
    }
  });

  test("the installed app's toasts come and go, and the pop-in says the CRM needs a connection", async ({ context, page }) => {
    const server = await siteServer();
    try {
      await emulateInstalledApp(context, page);
      await returningVisitor(context, page, server.url, '/programmes');
      await page.locator('[class*="toast-"] > p[role="status"]').waitFor({ state: 'attached' });
      // The visitor opened the pop-in while online: its code and the campuses are there.
      await page.getByRole('link', { name: 'Brochure' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Recevoir une brochure' });
      await campusesLoaded(page);

      await context.setOffline(true);
      await expect(page.getByText('Vous êtes hors-ligne', { exact: true })).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Campus' }).selectOption('lyon');
      await dialog.getByRole('button', { name: 'Recevoir la brochure' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        "Vous êtes hors-ligne : le formulaire de l'école a besoin d'une connexion. Reconnectez-vous pour continuer.",
      );
      expect(new URL(page.url()).origin).toBe(server.url);

      await context.setOffline(false);
      await expect(page.getByText('Vous êtes désormais en ligne', { exact: true })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test(
  'Chromium finds the app installable, and its manifest has maskable icons, shortcuts, screenshots and the brand colour',
  at(1440),
  async ({ persistentContext }) => {
    const server = await siteServer();
    try {
      const context = await persistentContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await returningVisitor(context, page, server.url, '/');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);

      const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute('href'))!, server.url).href;
      type Image = { src: string; sizes: string; purpose?: string; form_factor?: string };
      const manifest = (await (await fetch(manifestUrl.replace('localhost', '127.0.0.1'))).json()) as {
        theme_color: string;
        icons: Image[];
        shortcuts: Array<{ name: string; url: string }>;
        screenshots: Image[];
      };
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
      expect(manifest.theme_color).toBe(brand);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(brand);
      expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/programmes', '/agenda', '/crm/brochure']);
      expect(manifest.screenshots.map((screenshot) => screenshot.form_factor)).toEqual(['narrow', 'wide']);
      // Each picture answers, at the size the manifest gives it.
      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        const size = await page.evaluate(async (src) => {
          const picture = new Image();
          picture.src = src;
          await picture.decode();
          return `${picture.naturalWidth}x${picture.naturalHeight}`;
        }, new URL(image.src, server.url).href);
        expect(size).toBe(image.sizes);
      }
    } finally {
      await server.stop();
    }
  },
);
