// Waiting on the site's service worker in a page: installed, active and controlling the page.
import type { Page } from 'playwright-core';

/** Resolves once a service worker controls the page (reloading once if it took over late). */
export const waitForServiceWorkerControl = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), undefined, { timeout: 30_000 });
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
};

export const registrationCount = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/**
 * Resolves once the worker can serve `pathname` without the network: gatsby-plugin-offline serves
 * a page offline only when it has recorded the page's files (IndexedDB `keyval-store`) and every
 * one of them is in a cache. Caching happens after the responses, so a slow machine needs the wait.
 */
export const waitForOfflineReady = (page: Page, pathname: string) =>
  page.waitForFunction(
    async (path) => {
      // Opening the database before the worker made it would create it without its store, and
      // the worker could then never record anything.
      if (!(await indexedDB.databases()).some((database) => database.name === 'keyval-store')) return false;
      const resources = await new Promise<string[] | undefined>((resolve) => {
        const request = indexedDB.open('keyval-store');
        request.onerror = () => resolve(undefined);
        request.onsuccess = () => {
          try {
            const read = request.result.transaction('keyval').objectStore('keyval').get(`resources:${path}`);
            read.onsuccess = () => resolve(read.result as string[] | undefined);
            read.onerror = () => resolve(undefined);
          } catch {
            resolve(undefined);
          }
        };
      });
      if (!resources?.length) return false;
      const cached = await Promise.all(resources.map((resource) => caches.match(resource)));
      return cached.every(Boolean);
    },
    pathname,
    { timeout: 30_000, polling: 250 },
  );
