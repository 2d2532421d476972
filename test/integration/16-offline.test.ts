// The installed app's service worker on the built site, served by the production server from a
// copy of the build (so that this file can take its server down and deploy a kill switch without
// touching the shared one): a visited page loads with the server gone, and the kill switch
// (SERVICE_WORKER=off) removes the worker and its caches from a browser that had it.
import fs from 'fs';
import path from 'path';
import type { Browser } from 'playwright-core';
import { buildServer } from '../../server/app';
import { freePort } from '../../scripts/lib/free-port';
import { KILL_SWITCH_SCRIPT } from '../../plugins/site-app/service-worker';
import { launchChromiumForServiceWorker } from './support/chromium';
import { waitForHydration } from './support/pages';
import { cacheNames, registrationCount, waitForOfflineReady, waitForServiceWorkerControl } from './support/service-worker';
import { readState } from './support/state';

const { siteDir, tmpDir } = readState();
const copyDir = path.join(tmpDir, 'offline-site');
let browser: Browser;

/** Serves the copy of the build on a new port (a new origin: a browser with no worker yet). */
const serveCopy = async () => {
  const server = await buildServer({ publicDir: copyDir });
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, close: () => server.close() };
};

beforeAll(async () => {
  fs.cpSync(path.join(siteDir, 'public'), copyDir, { recursive: true });
  browser = await launchChromiumForServiceWorker();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  fs.rmSync(copyDir, { recursive: true, force: true });
});

describe('service worker', () => {
  it('registers, and a visited page loads again with the server gone', async () => {
    const server = await serveCopy();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
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
      await expect(registrationCount(page)).resolves.toBe(1);
      await waitForOfflineReady(page, '/agenda');
      // Every script and data file the page fetched is kept (the worker caches after answering).
      await page.waitForFunction(
        async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean),
        [...fetched],
        { timeout: 30_000, polling: 250 },
      );
      await server.close();

      const response = await page.goto(`${server.url}/agenda`);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Agenda');
    } finally {
      await context.close();
      await server.close().catch(() => undefined);
    }
  });

  it('is removed with its caches by the kill switch, and the open page reloads from the network', async () => {
    const server = await serveCopy();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/campus`);
      await waitForHydration(page);
      await waitForServiceWorkerControl(page);
      await expect(cacheNames(page)).resolves.not.toEqual([]);

      // The kill-switch deploy: the build with SERVICE_WORKER=off writes this sw.js (and
      // site-serving then compresses it; the old copies must not be served).
      fs.writeFileSync(path.join(copyDir, 'sw.js'), KILL_SWITCH_SCRIPT);
      for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(copyDir, copy), { force: true });
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      await reloaded;

      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0, undefined, {
        timeout: 30_000,
      });
      await expect(cacheNames(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => navigator.serviceWorker.controller)).resolves.toBeNull();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Nos campus');
    } finally {
      await context.close();
      await server.close();
    }
  });
});
