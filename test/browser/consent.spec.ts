// Consent (CNIL) and the tag-manager data layer at 1440 px, against the stage's build (which has
// the container id GTM-TEST123, see test/integration/support/gatsby-build.ts). googletagmanager.com
// is answered by a stub that, like the real container, reads the data layer and every later push,
// and reports them to the test. Checked: no request to the tag manager before consent nor after a
// refusal; after acceptance the container loads with the id, after the consent default and update,
// and gets the page views and the pop-in, campus, CRM and language events; the choice by purpose
// by keyboard; the footer link that reopens the choice; no violation of either accessibility engine
// with the banner open.
// Without an id nothing of this exists: see src/features/consent/__tests__ (no script, no banner,
// no window.dataLayer) and src/lib/analytics/__tests__/data-layer.test.ts.
//
// Each visit opens its own context, not the stage's default one (which has already refused): a
// first visit has no consent cookie, a returning one the cookie the test gives it. Service workers
// are blocked there: requests must reach the page's routes.
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../integration/support/accessibility';
import { INTEGRATION_TAG_MANAGER_ID } from '../integration/support/gatsby-build';
import { consentCookie, siteUrl, waitForHydration } from '../integration/support/pages';
import { at, campusesLoaded, expect, sendToCrm, test as base } from './support/fixtures';

const BANNER = 'Vos choix en matière de cookies';
const CONTAINER_URL = `https://www.googletagmanager.com/gtm.js?id=${INTEGRATION_TAG_MANAGER_ID}`;
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

const STUB_CONTAINER = `(() => {
  const plain = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry)] : entry;
  const report = (entry) => window.__containerSaw(JSON.stringify(plain(entry)));
  const layer = window.dataLayer;
  layer.forEach(report);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(report); return push(...entries); };
})();`;

/** How long the test waits for what the stub container reports (it arrives through an exposed function). */
const CONTAINER_REPORT_TIMEOUT = 5000;

type Entry = Record<string, unknown> | unknown[];

interface Visit {
  page: Page;
  /** Every request to googletagmanager.com, stubbed or not. */
  containerRequests: string[];
  /** What the stub container received, in order. */
  containerSaw: Entry[];
  pageErrors: Error[];
}

const test = base.extend<{
  /** Opens a site path in a new context of the project's viewport, with the consent cookie given (none by default). */
  visit: (path: string, options?: { consent?: ReturnType<typeof consentCookie> }) => Promise<Visit>;
}>({
  visit: async ({ newContext, baseURL, viewport }, use) => {
    await use(async (path, options = {}) => {
      const context = await newContext({ baseURL, viewport, serviceWorkers: 'block' });
      if (options.consent) await context.addCookies([options.consent]);
      const page = await context.newPage();
      const visited: Visit = { page, containerRequests: [], containerSaw: [], pageErrors: [] };
      page.on('pageerror', (error) => visited.pageErrors.push(error));
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('googletagmanager.com')) visited.containerRequests.push(request.url());
      });
      await page.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB_CONTAINER }),
      );
      await page.exposeFunction('__containerSaw', (json: string) => visited.containerSaw.push(JSON.parse(json) as Entry));
      await page.goto(path);
      await waitForHydration(page);
      return visited;
    });
  },
});

/** window.dataLayer as plain values: gtag() commands (arguments objects) become ['gtag', …]. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry as IArguments)] : entry,
    ),
  ) as Promise<Entry[]>;

const isConsent = (kind: 'default' | 'update') => (entry: Entry) => Array.isArray(entry) && entry[1] === 'consent' && entry[2] === kind;
const isEvent = (name: string) => (entry: Entry) => !Array.isArray(entry) && entry.event === name;
const events = (entries: Entry[], name: string) => entries.filter(isEvent(name));

/**
 * Waits for the moment the site would add the container script, were it to add it wrongly: once
 * it has applied the consent it read from the cookie. The data layer holds the page view (pushed
 * as the page first renders, in the same round of effects as the cookie is read); React has no
 * work left, the render that applies the choice and its effects included (an idle callback runs
 * only once the page has nothing else to do); and two frames have passed, in which a script added
 * would have been requested.
 */
const settle = async (page: Page) => {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).some(
      (entry) => (entry as { event?: unknown } | null)?.event === 'page_view',
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );
};

/** The container scripts in the document (the site adds one only after consent). */
const containerScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]').count();

const storedConsent = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'esnum_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
};

test.describe('consent on a first visit', at(1440), () => {
  test('shows the banner; the data layer holds the consent defaults and a page view; nothing is asked of the tag manager', async ({
    visit,
  }) => {
    const { page, containerRequests, pageErrors } = await visit('/');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    for (const name of ['Tout accepter', 'Tout refuser', 'Choisir par finalité']) {
      await expect(banner.getByRole('button', { name })).toBeVisible();
    }
    await settle(page);
    expect(await containerScripts(page)).toBe(0);
    expect(containerRequests).toEqual([]);
    const entries = await dataLayerOf(page);
    expect(entries[0]).toEqual(['gtag', 'consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(events(entries, 'page_view')).toEqual([{ event: 'page_view', page_path: '/', page_language: 'fr', page_template: 'home' }]);
    expect(entries.filter(isEvent('gtm.js'))).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });

  test('gives accept and refuse the same size, side by side', async ({ visit }) => {
    const { page } = await visit('/');
    const banner = page.getByRole('region', { name: BANNER });
    const [accept, refuse] = await Promise.all([
      banner.getByRole('button', { name: 'Tout accepter' }).boundingBox(),
      banner.getByRole('button', { name: 'Tout refuser' }).boundingBox(),
    ]);
    expect({ width: refuse!.width, height: refuse!.height, y: refuse!.y }).toEqual({
      width: accept!.width,
      height: accept!.height,
      y: accept!.y,
    });
  });

  test('is in English on English pages', async ({ visit }) => {
    const { page } = await visit('/en');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Refuse all' })).toBeVisible();
  });

  test('has no accessibility violation (axe-core, Equal Access) with the banner and its choice by purpose open', async ({ visit }) => {
    const { page } = await visit('/');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Choisir par finalité' }).click();
    await expect(banner.getByRole('checkbox', { name: "Mesure d'audience" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('refusing the trackers', at(1440), () => {
  test('loads nothing, on this page or the next ones, and the banner does not come back', async ({ visit }) => {
    const { page, containerRequests, pageErrors } = await visit('/');
    const banner = page.getByRole('region', { name: BANNER });
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).not.toBeAttached();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, advertising: false });
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Actualités', exact: true }).click();
    await page.waitForURL(siteUrl('/actualites'));
    await page.goto('/agenda');
    await waitForHydration(page);
    await settle(page);
    expect(await banner.count()).toBe(0);
    expect(await containerScripts(page)).toBe(0);
    expect(containerRequests).toEqual([]);
    const entries = await dataLayerOf(page);
    expect(entries.filter(isConsent('update'))).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });
});

test.describe('accepting the trackers', at(1440), () => {
  test('loads the container with the id after the consent default and update; it gets the page view, pop-in, campus and CRM events', async ({
    visit,
  }) => {
    const { page, containerRequests, containerSaw, pageErrors } = await visit('/?utm_source=newsletter&utm_medium=email');
    await page.route('https://crm.esnum.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CRM</title>' }),
    );
    const banner = page.getByRole('region', { name: BANNER });
    const containerRequest = page.waitForRequest(/googletagmanager\.com/);
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    expect((await containerRequest).url()).toBe(CONTAINER_URL);
    await expect(banner).not.toBeAttached();
    expect(await storedConsent(page)).toMatchObject({ v: 1, analytics: true, advertising: true });

    const entries = await dataLayerOf(page);
    const defaultAt = entries.findIndex(isConsent('default'));
    const updateAt = entries.findIndex(isConsent('update'));
    const startAt = entries.findIndex(isEvent('gtm.js'));
    expect(defaultAt).toBe(0);
    expect(updateAt).toBeGreaterThan(defaultAt);
    expect(startAt).toBeGreaterThan(updateAt);
    expect(entries[updateAt]).toEqual(['gtag', 'consent', 'update', GRANTED]);
    expect(events(entries, 'page_view')).toEqual([{ event: 'page_view', page_path: '/', page_language: 'fr', page_template: 'home' }]);

    // The container read the data layer as it stood, in order.
    await expect.poll(() => containerSaw.length, { timeout: CONTAINER_REPORT_TIMEOUT }).toBeGreaterThanOrEqual(entries.length);
    expect(containerSaw.slice(0, entries.length)).toEqual(entries);

    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
    await campusesLoaded(page, 15_000);
    await sendToCrm(page, 'lyon', 15_000);
    await expect.poll(() => containerSaw.some(isEvent('crm_redirect')), { timeout: CONTAINER_REPORT_TIMEOUT }).toBe(true);

    expect(
      containerSaw.filter(
        (entry) => !Array.isArray(entry) && ['popin_open', 'campus_choice', 'crm_redirect'].includes(entry.event as string),
      ),
    ).toEqual([
      { event: 'popin_open', crm_action: 'brochure' },
      { event: 'campus_choice', crm_action: 'brochure', campus: 'lyon' },
      { event: 'crm_redirect', crm_action: 'brochure', campus: 'lyon', origin: 'newsletter' },
    ]);
    expect(containerRequests).toEqual([CONTAINER_URL]);
    expect(pageErrors.map(String)).toEqual([]);
  });

  test('a returning visitor who accepted gets the container at once, without the banner; page views and the language switch follow', async ({
    visit,
  }) => {
    const { page, containerRequests, containerSaw } = await visit('/', { consent: consentCookie({ analytics: true, advertising: false }) });
    await page.waitForFunction(() => document.querySelector('script[src^="https://www.googletagmanager.com/"]') !== null);
    expect(await page.getByRole('region', { name: BANNER }).count()).toBe(0);
    const entries = await dataLayerOf(page);
    expect(entries.find(isConsent('update'))).toEqual(['gtag', 'consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);

    await page.getByRole('link', { name: 'EN – English version' }).first().click();
    await page.waitForURL(siteUrl('/en'));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => containerSaw.filter(isEvent('page_view')).length, { timeout: CONTAINER_REPORT_TIMEOUT }).toBe(2);
    const seenEvents = containerSaw.filter(
      (entry) => !Array.isArray(entry) && ['page_view', 'language_switch'].includes(entry.event as string),
    );
    expect(seenEvents).toEqual([
      { event: 'page_view', page_path: '/', page_language: 'fr', page_template: 'home' },
      { event: 'language_switch', language_from: 'fr', language_to: 'en' },
      { event: 'page_view', page_path: '/en', page_language: 'en', page_template: 'home' },
    ]);
    expect(containerRequests).toEqual([CONTAINER_URL]);
  });
});

test.describe('consent by keyboard', at(1440), () => {
  test('the banner comes first; audience measurement only is chosen by keyboard; the footer link reopens the choice, where a withdrawal is passed on', async ({
    visit,
  }) => {
    const { page, containerRequests } = await visit('/');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-consent-banner]')))).toBe(true);

    const byPurpose = banner.getByRole('button', { name: 'Choisir par finalité' });
    await byPurpose.focus();
    await page.keyboard.press('Enter');
    await expect(byPurpose).toHaveAttribute('aria-expanded', 'true');
    // The choice by purpose is its own chunk (fetched when the page is idle): like a visitor, the
    // keyboard moves on once it shows, which on a loaded machine can be after the click.
    const audience = banner.getByRole('checkbox', { name: "Mesure d'audience" });
    await expect(audience).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(audience).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Enregistrer mes choix' })).toBeFocused();
    const containerRequest = page.waitForRequest(/googletagmanager\.com/);
    await page.keyboard.press('Enter');
    expect((await containerRequest).url()).toBe(CONTAINER_URL);
    await expect(banner).not.toBeAttached();
    expect(await storedConsent(page)).toMatchObject({ analytics: true, advertising: false });
    expect((await dataLayerOf(page)).filter(isConsent('update'))).toEqual([
      ['gtag', 'consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
    ]);
    // The focus left the banner for the page, not for the top of the document.
    await expect(page.locator('#main')).toBeFocused();

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: BANNER })).toBeFocused();
    await expect(banner.getByRole('checkbox', { name: "Mesure d'audience" })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: 'Publicité' })).not.toBeChecked();
    await banner.getByRole('button', { name: 'Tout refuser' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).not.toBeAttached();
    expect((await dataLayerOf(page)).filter(isConsent('update')).at(-1)).toEqual(['gtag', 'consent', 'update', DENIED]);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, advertising: false });
    await expect(settings).toBeFocused();
    expect(containerRequests).toEqual([CONTAINER_URL]);
  });
});
