// The installed app's connectivity toasts, and the recovery from missing chunks, against the built
// site: the offline message that stays, the online one that goes after 5 s and is followed by a
// refresh of the events and the page data (a full load only when a deploy changed the page), the
// toast in English and above the phone's call-to-action bar, nothing of this in an ordinary tab;
// and the guard that reloads a page whose code is gone once, not twice within a minute.
//
// The display mode is emulated as `standalone` (test/integration/support/installed-app.ts says
// how). The live events call is answered by a stub, and counted, whatever the CMS holds. Each test
// opens its own context, as a first visit (no consent cookie, no font given) in which service
// workers are blocked: the toasts and the reload guard must work without one, and page.route must
// see every request.
import type { BrowserContext, Page } from '@playwright/test';
import { emulateInstalledApp } from '../integration/support/installed-app';
import { waitForHydration } from '../integration/support/pages';
import { at, expect, test as base } from './support/fixtures';
import { pageNow, timersRan, trackTimers } from './support/page-timers';

const EVENTS_API = /\/api\/events\?/;
const STUB_EVENTS = {
  data: [
    {
      title: 'Conférence réseau (bouchon)',
      slug: 'conference-reseau-bouchon',
      url: null,
      dateStart: '2099-03-12T17:00:00.000Z',
      dateEnd: null,
      campus: null,
    },
  ],
};

interface OpenedApp {
  context: BrowserContext;
  page: Page;
  /** Live events calls made by the page. */
  eventsCalls: string[];
  /** Requests of Gatsby's data files (page data, app data, static queries), by path. */
  dataRequests: string[];
  /** Full loads of a document in the page (the first one included). */
  loads: string[];
  /** Requests of a document in the page's main frame, by path (the first one included). */
  documents: string[];
}

const test = base.extend<{
  /** Opens a site path in a new context of the project's viewport, as the installed app or in a tab. */
  openApp: (options: { standalone: boolean; path?: string }) => Promise<OpenedApp>;
}>({
  openApp: async ({ newContext, baseURL, viewport }, use) => {
    await use(async ({ standalone, path = '/' }) => {
      const context = await newContext({ baseURL, viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      const opened: OpenedApp = { context, page, eventsCalls: [], dataRequests: [], loads: [], documents: [] };
      await trackTimers(page);
      await page.route(EVENTS_API, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(STUB_EVENTS),
        }),
      );
      page.on('request', (request) => {
        if (EVENTS_API.test(request.url())) opened.eventsCalls.push(request.url());
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/page-data/')) opened.dataRequests.push(pathname);
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) opened.documents.push(pathname);
      });
      page.on('load', () => opened.loads.push(new URL(page.url()).pathname));
      if (standalone) await emulateInstalledApp(context, page);
      await page.goto(path);
      // React has rendered the page (Gatsby marks it): going offline earlier would stop the page's
      // own data files from loading, and React from rendering at all.
      await waitForHydration(page);
      // The installed app's toast region is rendered once installed mode is detected, in the commit
      // whose effects start listening to the connection: going offline before would go unnoticed.
      if (standalone) await page.locator('[class*="toast-"] > p[role="status"]').waitFor({ state: 'attached' });
      return opened;
    });
  },
});

const isStandalone = (page: Page) => page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches);

/**
 * The page's first live refresh of the events is over: the stub's answer is in the events lists
 * (in the DOM, shown or not). From then on, only a reconnection may ask again: one call per
 * refresh round, and a call answered is not retried.
 */
const firstEventsRefreshDone = (page: Page) => expect(page.getByText(STUB_EVENTS.data[0].title).first()).toBeAttached();

/**
 * Listens, in the page, for the browser's next `online` or `offline` event (call it before changing
 * the connection). The function it returns waits until the event has been dispatched to the page's
 * listeners (all added before this one), and every timer the page armed since has run (./support/
 * page-timers.ts): what the page does about the change, now or later, is done.
 */
const nextConnectivityEvent = async (page: Page, type: 'online' | 'offline') => {
  const since = await pageNow(page);
  await page.evaluate((eventType) => {
    (window as unknown as { __connectivityEvent: Promise<void> }).__connectivityEvent = new Promise((resolve) =>
      window.addEventListener(eventType, () => resolve(), { once: true }),
    );
  }, type);
  return async () => {
    await page.evaluate(() => (window as unknown as { __connectivityEvent: Promise<void> }).__connectivityEvent);
    await timersRan(page, since);
  };
};

/**
 * Records, in the page, each text the toast's status region takes and when (performance.now()):
 * how long a message stayed is then measured where it was shown, not through the test's polling.
 */
const recordToastTexts = (page: Page) =>
  page.locator('[class*="toast-"] > p[role="status"]').evaluate((region) => {
    const texts: Array<{ text: string; at: number }> = [];
    (window as unknown as { __toastTexts: typeof texts }).__toastTexts = texts;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (texts.at(-1)?.text !== text) texts.push({ text, at: performance.now() });
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
const toastTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastTexts: Array<{ text: string; at: number }> }).__toastTexts);

test.describe('connectivity toasts of the installed app', () => {
  test(
    'says when the connection drops and returns, hides the second message after 5 s, then re-fetches the events and the page data',
    at(1440),
    async ({ openApp }) => {
      const { context, page, eventsCalls, dataRequests, loads, documents } = await openApp({ standalone: true });
      expect(await isStandalone(page)).toBe(true);
      await expect.poll(() => eventsCalls.length).toBeGreaterThan(0);
      await firstEventsRefreshDone(page);
      const eventsBefore = eventsCalls.length;

      const wentOffline = await nextConnectivityEvent(page, 'offline');
      await context.setOffline(true);
      const offline = page.getByRole('status').filter({ hasText: 'Vous êtes hors-ligne' });
      await expect(offline).toBeVisible();
      // Persistent: still there once every timer the page armed since the connection dropped has
      // run (a message that goes by itself goes on a timer, as the online one does after 5 s).
      await wentOffline();
      expect(await offline.isVisible()).toBe(true);

      await recordToastTexts(page);
      const dataBefore = dataRequests.length;
      const wentOnline = await nextConnectivityEvent(page, 'online');
      await context.setOffline(false);
      const online = page.getByRole('status').filter({ hasText: 'Vous êtes désormais en ligne' });
      await expect(online).toBeVisible();
      expect(await page.getByText('Vous êtes hors-ligne').count()).toBe(0);
      expect(eventsCalls.length).toBe(eventsBefore);

      await expect(online).toBeHidden();
      // The online message replaced the offline one, then the region emptied: how long it was shown.
      const texts = await toastTexts(page);
      expect(texts.map(({ text }) => text)).toEqual(['Vous êtes désormais en ligne', '']);
      const shownFor = texts[1].at - texts[0].at;
      expect(shownFor).toBeGreaterThan(4000);
      expect(shownFor).toBeLessThan(7000);
      await expect.poll(() => eventsCalls.length).toBeGreaterThan(eventsBefore);
      await expect
        .poll(() => dataRequests.slice(dataBefore))
        .toEqual(expect.arrayContaining(['/page-data/app-data.json', '/page-data/index/page-data.json']));
      // Nothing was deployed meanwhile: the page stays as it is. The check is over once every timer
      // armed since the connection came back has run or been cleared: the message's, then the time
      // limit of each request of the refresh (cleared once its answer is read), the check's last
      // ones included; a reload would have been asked for by then.
      await wentOnline();
      expect(documents).toEqual(['/']);
      expect(loads).toEqual(['/']);
      // The status region stays in the page, empty, for the next message.
      expect(await page.getByRole('status').filter({ hasText: /./ }).count()).toBe(0);
    },
  );

  test('loads the page again when a deploy changed its data while the app was offline', at(1440), async ({ openApp }) => {
    // With a filter in the URL: Gatsby keeps the query string in the page's path, its data file has none.
    const { context, page, loads } = await openApp({ standalone: true, path: '/agenda?type=open-door' });
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors-ligne' })).toBeVisible();
    // The new build's page data (the same page, with one more field in its context).
    await page.route('**/page-data/agenda/page-data.json', async (route) => {
      const response = await route.fetch();
      const pageData = await response.json();
      pageData.result.pageContext = { ...pageData.result.pageContext, deployedWhileOffline: true };
      await route.fulfill({ response, json: pageData });
    });
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes désormais en ligne' })).toBeVisible();
    expect(loads).toEqual(['/agenda']);
    await expect.poll(() => loads, { timeout: 15_000 }).toEqual(['/agenda', '/agenda']);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('speaks English on English pages, and keeps clear of the call-to-action bar on a phone', at(390), async ({ openApp }) => {
    const { context, page } = await openApp({ standalone: true, path: '/en' });
    await context.setOffline(true);
    const toast = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(toast).toBeVisible();
    const dismiss = page.getByRole('button', { name: 'Dismiss the message' });
    const toastBox = await toast.locator('xpath=..').boundingBox();
    const ctaLists = page.getByRole('list', { name: 'Get started' });
    expect(await ctaLists.count()).toBeGreaterThan(0);
    for (const list of await ctaLists.all()) {
      const ctaBox = await list.boundingBox();
      expect(toastBox && ctaBox).toBeTruthy();
      // Above the bar, never over it.
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(ctaBox!.y);
    }
    await dismiss.click();
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  test('shows nothing in an ordinary browser tab', at(1440), async ({ openApp }) => {
    const { context, page, eventsCalls } = await openApp({ standalone: false });
    expect(await isStandalone(page)).toBe(false);
    await expect.poll(() => eventsCalls.length).toBeGreaterThan(0);
    await firstEventsRefreshDone(page);
    const eventsBefore = eventsCalls.length;
    // Each check waits first for what would bring a message (or a refresh) the tab must not have:
    // the browser's event handled by the page, and every timer the page armed since (the installed
    // app refreshes once the online message has gone, 5 s later).
    const wentOffline = await nextConnectivityEvent(page, 'offline');
    await context.setOffline(true);
    await wentOffline();
    expect(await page.getByText('Vous êtes hors-ligne').count()).toBe(0);
    const wentOnline = await nextConnectivityEvent(page, 'online');
    await context.setOffline(false);
    await wentOnline();
    expect(await page.getByText('Vous êtes désormais en ligne').count()).toBe(0);
    expect(eventsCalls.length).toBe(eventsBefore);
  });
});

/**
 * The reload guard's refusal (src/features/chunk-reload/chunk-reload.ts): the warning it logs when
 * a chunk fails again less than a minute after the reload it allowed. Listened for from the call.
 */
const guardRefusal = (page: Page) =>
  page.waitForEvent('console', {
    predicate: (message) => message.type() === 'warning' && /^\[chunk-reload\] .*no new reload/.test(message.text()),
    timeout: 15_000,
  });

/** Two frames of the page: a navigation it started meanwhile has sent its request. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('chunk-loading failures', () => {
  test('reload the page once, not twice within a minute, and again once the minute is over', at(1440), async ({ openApp }) => {
    const { page } = await openApp({ standalone: false });
    // The agenda's code, removed from the server as by a deploy.
    const agendaChunks = await page.evaluate(() => {
      // Gatsby writes the mapping into the page as a JSON string.
      const mapping = (window as unknown as { ___chunkMapping: string | Record<string, string[]> }).___chunkMapping;
      return (typeof mapping === 'string' ? (JSON.parse(mapping) as Record<string, string[]>) : mapping)[
        'component---src-templates-agenda-tsx'
      ];
    });
    const agendaScripts = agendaChunks.filter((chunk) => chunk.endsWith('.js'));
    expect(agendaScripts.length).toBeGreaterThan(0);
    await page.route(
      (url) => agendaScripts.includes(url.pathname),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    const agendaDocuments: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === '/agenda') {
        agendaDocuments.push(request.url());
      }
    });

    // A client-side navigation: Gatsby cannot load the agenda's code and loads /agenda in full
    // (its own fallback); that page cannot start either, and the guard reloads it, once. The
    // reloaded page fails again, and the guard says it does not reload it (a warning): after that
    // decision, nothing else may load the page.
    let refused = guardRefusal(page);
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/agenda'));
    await expect.poll(() => agendaDocuments, { timeout: 15_000 }).toHaveLength(2);
    await refused;
    await nextFrames(page);
    expect(agendaDocuments).toHaveLength(2);
    expect(await page.evaluate(() => window.sessionStorage.getItem('esnum:chunk-reload-at'))).toMatch(/^\d+$/);

    // A minute later (the mark moved back), a new failure may reload again, once.
    await page.evaluate(() => window.sessionStorage.setItem('esnum:chunk-reload-at', String(Date.now() - 61_000)));
    refused = guardRefusal(page);
    await page.reload();
    await expect.poll(() => agendaDocuments, { timeout: 15_000 }).toHaveLength(4);
    await refused;
    await nextFrames(page);
    expect(agendaDocuments).toHaveLength(4);
    // The page itself still reads: its HTML was built in full.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  });
});

test.describe('dialogs loaded on demand', () => {
  test('the phone menu and the pop-in still open once the connection has dropped', at(390), async ({ openApp }) => {
    const { context, page } = await openApp({ standalone: false });
    // The page fetches both dialogs' code when it is idle (src/lib/load-when-idle.ts). An idle
    // callback asked for now runs after the ones the page asked for as it rendered.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Brochure' }).click();
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
