// The installed app's service worker on the built site, served by the production server from a
// copy of the build (so that this file can take its server down and deploy a kill switch without
// touching the shared one): a visited page loads with the server gone, the site search works with
// the server gone once it was opened online, and the kill switch
// (SERVICE_WORKER=off) removes the worker and its caches from a browser that had it.
//
// Chromium maps `localhost` to 127.0.0.1: Gatsby registers its service worker only on https or on
// the host name localhost (see test/integration/support/chromium.ts). The flag is added to the
// stage's launch options with `test.use`, so each test's browser is Playwright's own fresh
// `context` and `page` (closed after the test, screenshot on failure).
import fs from 'fs';
import path from 'path';
import { freePort } from '../../../scripts/lib/free-port';
import { KILL_SWITCH_SCRIPT } from '../../../plugins/site-app/service-worker';
import { buildServer } from '../../../server/app';
import { SERVICE_WORKER_LAUNCH_OPTIONS } from '../../integration/support/chromium';
import { waitForHydration } from '../../integration/support/pages';
import { cacheNames, registrationCount, waitForOfflineReady, waitForServiceWorkerControl } from '../../integration/support/service-worker';
import { readState } from '../../integration/support/state';
import { expect, test } from '../support/fixtures';
import { searchForProgrammes } from '../support/site-search';

/** The copy of the build, in the environment's throw-away folder (known once the global setup has run). */
const copyDir = () => path.join(readState().tmpDir, 'offline-site');

/** Serves the copy of the build on a new port (a new origin: a browser with no worker yet). */
const serveCopy = async () => {
  const server = await buildServer({ publicDir: copyDir() });
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, close: () => server.close() };
};

test.use({ launchOptions: SERVICE_WORKER_LAUNCH_OPTIONS });

test.describe('service worker', () => {
  test.beforeAll(() => {
    fs.cpSync(path.join(readState().siteDir, 'public'), copyDir(), { recursive: true });
  });
  test.afterAll(() => {
    fs.rmSync(copyDir(), { recursive: true, force: true });
  });

  test('registers, and a visited page loads again with the server gone', async ({ page }) => {
    const server = await serveCopy();
    try {
      await page.goto(`${server.url}/agenda`);
      await waitForHydration(page);
      await waitForServiceWorkerControl(page);
      // Once controlled, the page's files go through the worker, which keeps them.
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === server.url && /\.(?:js|css|json)$/.test(url.pathname) && !url.pathname.endsWith('/sw.js'))
          fetched.add(url.pathname);
      });
      await page.reload();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => registrationCount(page)).toBe(1);
      await waitForOfflineReady(page, '/agenda');
      // Every script and data file the page fetched is kept (the worker caches after answering).
      await expect
        .poll(
          () => page.evaluate(async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean), [...fetched]),
          { timeout: 30_000, intervals: [250] },
        )
        .toBe(true);
      await server.close();

      const response = await page.goto(`${server.url}/agenda`);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    } finally {
      await server.close().catch(() => undefined);
    }
  });

  test('searches offline in the installed app once the search was opened online, for words never searched', async ({ page }) => {
    const server = await serveCopy();
    try {
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await waitForServiceWorkerControl(page);
      const dialog = await searchForProgrammes(page, 'cyber');
      // The first search fetches the rest of the French index for the worker to keep.
      const indexFiles = await page.evaluate(async () => {
        const listed = (await (await fetch('/pagefind/offline-files.json')).json()) as {
          shared: string[];
          languages: Record<string, { files: string[] }>;
        };
        return [...listed.shared, ...listed.languages.fr.files].map((file) => `/pagefind/${file}`);
      });
      expect(indexFiles.length).toBeGreaterThan(100);
      await expect
        .poll(
          () =>
            page.evaluate(async (paths) => {
              const cache = await caches.open('esnum-runtime-search');
              return (await Promise.all(paths.map((file) => cache.match(file)))).filter(Boolean).length;
            }, indexFiles),
          { timeout: 60_000, intervals: [500] },
        )
        .toBe(indexFiles.length);
      await server.close();

      await dialog.getByRole('searchbox').fill('lyon');
      await expect(dialog.getByRole('region', { name: /^Campus/ }).getByRole('link', { name: /^ESNUM Lyon/ })).toBeVisible();
    } finally {
      await server.close().catch(() => undefined);
    }
  });

  test('is removed with its caches by the kill switch, and the open page reloads from the network', async ({ page }) => {
    const server = await serveCopy();
    try {
      await page.goto(`${server.url}/campus`);
      await waitForHydration(page);
      await waitForServiceWorkerControl(page);
      await expect.poll(() => cacheNames(page)).not.toEqual([]);

      // The kill-switch deploy: the build with SERVICE_WORKER=off writes this sw.js (and
      // site-serving then compresses it; the old copies must not be served).
      fs.writeFileSync(path.join(copyDir(), 'sw.js'), KILL_SWITCH_SCRIPT);
      for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(copyDir(), copy), { force: true });
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      await reloaded;

      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 })
        .toBe(0);
      expect(await cacheNames(page)).toEqual([]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos campus');
    } finally {
      await server.close();
    }
  });
});
