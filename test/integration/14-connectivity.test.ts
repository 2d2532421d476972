// The installed app's connectivity toasts and the recovery from missing chunks, in Chromium against
// the built site. The display mode is emulated as `standalone` (support/installed-app.ts says how).
// The live events call is answered by a stub, and counted, whatever the CMS holds.
// Service workers are blocked in these contexts: the toasts and the reload guard must work without
// one, and page.route must see every request.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { emulateInstalledApp } from './support/installed-app';
import { siteUrl, waitForHydration, WIDTHS } from './support/pages';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

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
}

const openApp = async ({
  standalone,
  path = '/',
  width = WIDTHS.desktop,
}: {
  standalone: boolean;
  path?: string;
  width?: number;
}): Promise<OpenedApp> => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  contexts.push(context);
  const page = await context.newPage();
  const opened: OpenedApp = { context, page, eventsCalls: [], dataRequests: [], loads: [] };
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
  });
  page.on('load', () => opened.loads.push(new URL(page.url()).pathname));
  if (standalone) await emulateInstalledApp(context, page);
  await page.goto(siteUrl(path));
  await waitForHydration(page);
  // React has rendered the page (Gatsby marks it): going offline earlier would stop the page's
  // own data files from loading, and React from rendering at all.
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  // The installed app's toast region is rendered once installed mode is detected, in the commit
  // whose effects start listening to the connection: going offline before would go unnoticed.
  if (standalone) await page.locator('p[role="status"][class*="popup-toast-module"]').waitFor({ state: 'attached' });
  return opened;
};

/** Retries an assertion until it holds or `timeout` ms have passed (then its last failure). */
const eventually = async (assertion: () => unknown, timeout = 10_000) => {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

const isStandalone = (page: Page) => page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connectivity toasts of the installed app', () => {
  it('says when the connection drops and returns, hides the second message after 5 s, then re-fetches the events and the page data', async () => {
    const { context, page, eventsCalls, dataRequests, loads } = await openApp({ standalone: true });
    await expect(isStandalone(page)).resolves.toBe(true);
    await eventually(() => expect(eventsCalls.length).toBeGreaterThan(0));
    // The page's first live refresh is over: from here on, only the reconnection may ask again.
    await pause(500);
    const eventsBefore = eventsCalls.length;

    await context.setOffline(true);
    const offline = page.getByRole('status').filter({ hasText: 'Vous êtes hors-ligne' });
    await offline.waitFor();
    await expect(offline.isVisible()).resolves.toBe(true);
    // Persistent: still there a few seconds later.
    await pause(6000);
    await expect(offline.isVisible()).resolves.toBe(true);

    const dataBefore = dataRequests.length;
    await context.setOffline(false);
    const online = page.getByRole('status').filter({ hasText: 'Vous êtes désormais en ligne' });
    await online.waitFor();
    const shownAt = Date.now();
    await expect(page.getByText('Vous êtes hors-ligne').count()).resolves.toBe(0);
    expect(eventsCalls.length).toBe(eventsBefore);

    await online.waitFor({ state: 'hidden', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4000);
    expect(shownFor).toBeLessThan(7000);
    await eventually(() => expect(eventsCalls.length).toBeGreaterThan(eventsBefore));
    await eventually(() =>
      expect(dataRequests.slice(dataBefore)).toEqual(
        expect.arrayContaining(['/page-data/app-data.json', '/page-data/index/page-data.json']),
      ),
    );
    // Nothing was deployed meanwhile: the page stays as it is.
    await pause(1000);
    expect(loads).toEqual(['/']);
    // The status region stays in the page, empty, for the next message.
    await expect(page.getByRole('status').filter({ hasText: /./ }).count()).resolves.toBe(0);
  });

  it('loads the page again when a deploy changed its data while the app was offline', async () => {
    // With a filter in the URL: Gatsby keeps the query string in the page's path, its data file has none.
    const { context, page, loads } = await openApp({ standalone: true, path: '/agenda?type=open-door' });
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Vous êtes hors-ligne' }).waitFor();
    // The new build's page data (the same page, with one more field in its context).
    await page.route('**/page-data/agenda/page-data.json', async (route) => {
      const response = await route.fetch();
      const pageData = await response.json();
      pageData.result.pageContext = { ...pageData.result.pageContext, deployedWhileOffline: true };
      await route.fulfill({ response, json: pageData });
    });
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Vous êtes désormais en ligne' }).waitFor();
    expect(loads).toEqual(['/agenda']);
    await eventually(() => expect(loads).toEqual(['/agenda', '/agenda']), 15_000);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('speaks English on English pages, and keeps clear of the call-to-action bar on a phone', async () => {
    const { context, page } = await openApp({ standalone: true, path: '/en', width: WIDTHS.mobile });
    await context.setOffline(true);
    const toast = page.getByRole('status').filter({ hasText: 'You are offline' });
    await toast.waitFor();
    const dismiss = page.getByRole('button', { name: 'Dismiss the message' });
    const toastBox = await toast.locator('xpath=..').boundingBox();
    const ctaLists = page.getByRole('list', { name: 'Get started' });
    await expect(ctaLists.count()).resolves.toBeGreaterThan(0);
    for (const list of await ctaLists.all()) {
      const ctaBox = await list.boundingBox();
      expect(toastBox && ctaBox).toBeTruthy();
      // Above the bar, never over it.
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(ctaBox!.y);
    }
    await dismiss.click();
    await expect(page.getByText('You are offline').count()).resolves.toBe(0);
  });

  it('shows nothing in an ordinary browser tab', async () => {
    const { context, page, eventsCalls } = await openApp({ standalone: false });
    await expect(isStandalone(page)).resolves.toBe(false);
    await eventually(() => expect(eventsCalls.length).toBeGreaterThan(0));
    await pause(500);
    const eventsBefore = eventsCalls.length;
    await context.setOffline(true);
    await pause(1500);
    await expect(page.getByText('Vous êtes hors-ligne').count()).resolves.toBe(0);
    await context.setOffline(false);
    await pause(1500);
    await expect(page.getByText('Vous êtes désormais en ligne').count()).resolves.toBe(0);
    await pause(4500);
    expect(eventsCalls.length).toBe(eventsBefore);
  });
});

describe('chunk-loading failures', () => {
  it('reload the page once, not twice within a minute, and again once the minute is over', async () => {
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
    // (its own fallback); that page cannot start either, and the guard reloads it, once.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/agenda'));
    await eventually(() => expect(agendaDocuments).toHaveLength(2), 15_000);
    await pause(5000);
    expect(agendaDocuments).toHaveLength(2);
    await expect(page.evaluate(() => window.sessionStorage.getItem('esnum:chunk-reload-at'))).resolves.toMatch(/^\d+$/);

    // A minute later (the mark moved back), a new failure may reload again, once.
    await page.evaluate(() => window.sessionStorage.setItem('esnum:chunk-reload-at', String(Date.now() - 61_000)));
    await page.reload();
    await eventually(() => expect(agendaDocuments).toHaveLength(4), 15_000);
    await pause(5000);
    expect(agendaDocuments).toHaveLength(4);
    // The page itself still reads: its HTML was built in full.
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBeGreaterThan(0);
  });
});
