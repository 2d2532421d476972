// The site chrome in real Chromium at 1440, 1200 and 390 px: keyboard dropdowns, the compact
// navbar, the sidebar, the pop-in lead flow against the seeded CMS with origin tracking, the
// scroll-to-hash offset, the error page for each status, and WCAG 2.2 AA checks with axe-core.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { cmsGet } from './support/cms-api';
import { openPage, siteUrl, waitForHydration, WIDTHS } from './support/pages';
import { readState } from './support/state';

let browser: Browser;
const pages: Page[] = [];
const open = async (path: string, width: number) => {
  const opened = await openPage(browser, path, width);
  pages.push(opened.page);
  return opened;
};

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser?.close();
});

const CRM_PAGE = { status: 200, contentType: 'text/html', body: '<!doctype html><title>CRM</title><h1>Formulaire CRM</h1>' };

describe('desktop navbar (1440 px)', () => {
  it('opens a dropdown with the keyboard, moves into it, and closes it with Escape', async () => {
    const { page, pageErrors } = await open('/', WIDTHS.desktop);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const button = nav.getByRole('button', { name: 'Formations' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await expect(panel.isVisible()).resolves.toBe(true);
    await expect(panel.getByRole('heading', { name: 'BTS' }).isVisible()).resolves.toBe(true);
    await expect(panel.getByRole('heading', { name: 'Prochains événements' }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Tab');
    await expect(panel.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Space');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('opens the campus dropdown on hover: campuses in columns of at most 11, and 3 events', async () => {
    const { page } = await open('/', WIDTHS.desktop);
    const button = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Nos campus' });
    await button.hover();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    const columns = await panel
      .locator('ul')
      .evaluateAll((lists) =>
        lists
          .map((list) => Array.from(list.querySelectorAll('a'), (link) => link.textContent))
          .filter((links) => links.every((text) => text?.startsWith('ESNUM '))),
      );
    expect(columns.map((column) => column.length)).toEqual([11, 11, 4]);
    expect(columns.flat()[0]).toBe('ESNUM Angers');
    await expect(panel.getByRole('link', { name: /^Inscription/ }).count()).resolves.toBe(3);
    await page.mouse.move(700, 850);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('turns into a compact fixed bar when scrolling down', async () => {
    const { page } = await open('/', WIDTHS.desktop);
    const header = page.locator('header[data-compact], header').first();
    await expect(page.getByRole('navigation', { name: 'Liens utiles' }).isVisible()).resolves.toBe(true);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('header[data-compact]') !== null);
    await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    await expect(page.getByRole('navigation', { name: 'Liens utiles' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).resolves.toBe(true);
  });
});

describe('compact navbar (1200 px)', () => {
  it('is compact and fixed even at the top of the page', async () => {
    const { page } = await open('/', WIDTHS.compact);
    await expect(page.getByRole('navigation', { name: 'Liens utiles' }).isVisible()).resolves.toBe(false);
    const header = page.getByRole('navigation', { name: 'Navigation principale' }).locator('xpath=ancestor::header');
    await expect(header.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).resolves.toBe(false);
  });
});

describe('mobile navbar and sidebar (390 px)', () => {
  it('goes down three levels, back, and closes, focus back on the burger', async () => {
    const { page } = await open('/', WIDTHS.mobile);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).resolves.toBe(false);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
    await expect(page.getByRole('dialog', { name: 'Formations' }).isVisible()).resolves.toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'BTS' }).click();
    const level3 = page.getByRole('dialog', { name: 'BTS' });
    await expect(level3.getByRole('link').count()).resolves.toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('dialog', { name: 'Formations' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(burger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('follows a link two levels down and lands on its page with the sidebar closed', async () => {
    const { page } = await open('/', WIDTHS.mobile);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'BTS' }).click();
    const link = page.getByRole('dialog', { name: 'BTS' }).getByRole('link').first();
    const target = new URL((await link.getAttribute('href'))!, siteUrl('/')).pathname;
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('closes the sidebar before the pop-in of a call to action opens', async () => {
    const { page } = await open('/', WIDTHS.mobile);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Inscription' }).click();
    const popin = page.getByRole('dialog', { name: "S'inscrire en ligne" });
    await popin.waitFor({ state: 'visible' });
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await expect(popin.evaluate((dialog) => dialog.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(burger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('has the call-to-action bar at the bottom of the screen', async () => {
    const { page } = await open('/agenda', WIDTHS.mobile);
    const bars = page.getByRole('list', { name: 'Nos démarches' });
    const visible = await bars.evaluateAll((lists) =>
      lists.filter((list) => list.getBoundingClientRect().height > 0).map((list) => list.getBoundingClientRect().bottom),
    );
    expect(visible).toHaveLength(1);
    expect(visible[0]).toBeGreaterThan(850);
  });
});

describe('pop-in and the CRM (1440 px)', () => {
  it('sends a visitor who came from a newsletter to the CRM form of the chosen campus, with the tracking', async () => {
    const { page } = await open('/?utm_source=newsletter&utm_medium=email', WIDTHS.desktop);
    await page.route('https://crm.esnum.example/**', (route) => route.fulfill(CRM_PAGE));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Inscription' }).click();
    const dialog = page.getByRole('dialog', { name: "S'inscrire en ligne" });
    await dialog.waitFor({ state: 'visible' });
    const select = dialog.getByRole('combobox', { name: 'Campus' });
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);

    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Vous devez choisir un campus.');

    await select.selectOption('saint-etienne');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL(/^https:\/\/crm\.esnum\.example\//);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/formulaires/registration');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      campus: 'saint-etienne',
      'origine-tracking': 'newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });

  it('sends the CRM the story of the first arrival: a second campaign the next visit changes none of it', async () => {
    const { page } = await open('/?utm_source=newsletter&utm_medium=email&utm_campaign=rentree-2027', WIDTHS.desktop);
    await page.waitForFunction(() => document.cookie.includes('origine-tracking='));
    await page.goto(siteUrl('/agenda?utm_source=facebook&utm_medium=social&utm_campaign=jpo&utm_content=story'));
    await waitForHydration(page);
    await page.route('https://crm.esnum.example/**', (route) => route.fulfill(CRM_PAGE));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);
    await dialog.getByRole('combobox', { name: 'Campus' }).selectOption('lyon');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL(/^https:\/\/crm\.esnum\.example\//);
    const { campus, ...tracking } = Object.fromEntries(new URL(page.url()).searchParams);
    expect(campus).toBe('lyon');
    expect(tracking).toEqual({
      'origine-tracking': 'newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'rentree-2027',
    });
  });

  it('lists the campuses of the CMS, sorted by name, for the action', async () => {
    const expected = (await (await fetch(`${readState().cmsUrl}/api/esnum-crm-links/brochure/campuses?locale=fr`)).json()) as Array<{
      name: string;
    }>;
    const { page } = await open('/', WIDTHS.desktop);
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);
    const options = await page.locator('#pop-in option').evaluateAll((elements) => elements.map((option) => option.textContent));
    expect(options.slice(1)).toEqual(expected.map((campus) => campus.name));
  });

  it.each([
    [
      'refuses the call (403)',
      { status: 403, contentType: 'application/json', body: '{"data":null,"error":{"status":403,"name":"ForbiddenError"}}' },
      'Une erreur est survenue lors de la récupération du lien CRM.',
    ],
    [
      'fails (500)',
      { status: 500, contentType: 'application/json', body: '{}' },
      'Une erreur est survenue lors de la récupération du lien CRM.',
    ],
    [
      'says the campus has no such link (its 404)',
      { status: 404, contentType: 'application/json', body: '{"url":null}' },
      "Le lien CRM demandé n'existe pas.",
    ],
  ])('tells the visitor why they stay when the CMS %s and the snapshot cannot help', async (_, answer, message) => {
    const { page } = await open('/', WIDTHS.desktop);
    await page.route('**/api/esnum-crm-links/contact/*/link?**', (route) => route.fulfill(answer));
    await page.route('**/data/crm-snapshot.json', (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);
    await dialog.getByRole('combobox', { name: 'Campus' }).selectOption('lyon');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    // After the call and its retry: wait for the message itself.
    await dialog.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: 15_000 });
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(message);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('works without JavaScript as links: brochure leads to the brochure page', async () => {
    const page = await browser.newPage({ viewport: { width: WIDTHS.desktop, height: 900 }, javaScriptEnabled: false });
    pages.push(page);
    await page.goto(siteUrl('/'));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await page.waitForURL(siteUrl('/crm/brochure'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Recevoir une brochure');
  });
});

describe('scroll to an anchor after navigation', () => {
  it('lands 250 px above the anchor', async () => {
    const { data } = await cmsGet<{ data: Array<{ slug: string }> }>(
      '/api/programmes?locale=fr&pagination[pageSize]=1&fields[0]=slug&sort=title:asc',
    );
    const { page } = await open('/agenda', WIDTHS.desktop);
    await page.evaluate(
      (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
      `/programmes/${data[0].slug}#admission`,
    );
    await page.waitForURL(/#admission$/);
    // 100 ms delay, then a smooth scroll: wait for it to reach the anchor (the assertion below
    // reports where it stopped otherwise), then check that it stays there.
    await page
      .waitForFunction(() => Math.abs((document.getElementById('admission')?.getBoundingClientRect().top ?? 0) - 250) <= 2, undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const top = await page.locator('section#admission').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - 250)).toBeLessThanOrEqual(2);
  });
});

describe('scroll on back, forward and filters (1440 px)', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('comes back from a news item to where the visitor was in the list, and forward to the top of the item', async () => {
    const { page } = await open('/actualites', WIDTHS.desktop);
    await page.evaluate(() => window.scrollTo(0, 800));
    // Gatsby saves the position of each history entry as the page scrolls.
    await page.waitForTimeout(300);
    // A link already on screen, clicked where it is (Playwright would scroll it into view first).
    const href = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('main article a[href^="/actualites/"]')].find((candidate) => {
        const { top, bottom } = candidate.getBoundingClientRect();
        return top > 150 && bottom < window.innerHeight;
      });
      link?.click();
      return link?.getAttribute('href') ?? null;
    });
    expect(href).not.toBeNull();
    await page.waitForURL(siteUrl(href!));
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
    const itemHeading = await page.locator('h1').textContent();

    await page.goBack();
    await page.waitForURL(siteUrl('/actualites'));
    await page.waitForFunction(() => Math.abs(window.scrollY - 800) <= 2, undefined, { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(Math.abs((await scrollY(page)) - 800)).toBeLessThanOrEqual(2);

    await page.goForward();
    await page.waitForURL(siteUrl(href!));
    // The address changes at once; the item is drawn once its page data is loaded, which can
    // take longer than the wait below on a busy machine (the list, still at 800, would be measured).
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, itemHeading, { timeout: 10_000 });
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
  });

  it('keeps the visitor where they are when they choose a filter', async () => {
    const { page } = await open('/programmes', WIDTHS.desktop);
    const category = page.getByRole('combobox', { name: 'Catégorie' });
    await category.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    await category.selectOption('bts');
    await page.waitForURL(/\?categorie=bts$/);
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(before);
    await expect(category.isVisible()).resolves.toBe(true);
  });
});

describe("the menus' upcoming events", () => {
  it('drop an event that has ended since the build, even when the live refresh fails', async () => {
    // The first event the build put in the menus, as a visitor without JavaScript gets it.
    const built = await browser.newPage({ javaScriptEnabled: false });
    pages.push(built);
    await built.goto(siteUrl('/'));
    const href = await built.locator('a[href^="/agenda/"]').first().getAttribute('href');
    const slug = href!.split('/').pop()!;
    const { data } = await cmsGet<{ data: Array<{ dateStart: string; dateEnd: string | null }> }>(
      `/api/events?locale=fr&filters[slug][$eq]=${slug}`,
    );
    const ended = new Date(data[0].dateEnd ?? data[0].dateStart);

    const page = await browser.newPage({ viewport: { width: WIDTHS.desktop, height: 900 } });
    pages.push(page);
    // Two days after it ended, with the CMS failing: only the build's snapshot is there. Only the
    // page's Date moves (Playwright's clock also replaces the performance marks Gatsby sets).
    await page.addInitScript(
      (fixed) => {
        const RealDate = Date;
        class LaterDate extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(fixed);
            else super(...(args as [string]));
          }
          static now() {
            return fixed;
          }
        }
        window.Date = LaterDate as DateConstructor;
      },
      ended.getTime() + 2 * 86_400_000,
    );
    await page.route('**/api/events?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page
      .waitForFunction((target) => document.querySelectorAll(`a[href="${target}"]`).length === 0, href, { timeout: 10_000 })
      .catch(() => undefined);
    await expect(page.locator(`a[href="${href}"]`).count()).resolves.toBe(0);
    // The other events of the snapshot are still there.
    await expect(page.locator('a[href^="/agenda/"]').count()).resolves.toBeGreaterThan(0);
  });
});

describe('error page', () => {
  it.each([
    [400, 'Mauvaise requête.'],
    [401, 'Utilisateur non authentifié.'],
    [403, 'Accès refusé.'],
    [404, "Oops cette page n'existe pas (ou plus)"],
    [500, 'Erreur interne au serveur.'],
    [503, 'Erreur interne au serveur.'],
    [504, 'Délai de réponse dépassé.'],
    [418, 'Une erreur est survenue.'],
  ])('shows the message of status %i', async (status, message) => {
    const { page } = await open(`/error/debug?status=${status}`, WIDTHS.desktop);
    const main = page.getByRole('main');
    // The status comes from the query string, read once the page is hydrated: wait for it.
    await main.getByText(`Code erreur : ${status}`).waitFor({ state: 'visible', timeout: 15_000 });
    await expect(main.getByText(message, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(main.getByText(`Code erreur : ${status}`).isVisible()).resolves.toBe(true);
    await expect(main.getByRole('heading', { name: 'Oups !' }).isVisible()).resolves.toBe(true);
    for (const name of ['Accueil', 'Formations', 'Campus', 'Agenda', 'Actualités', 'Revenir au site']) {
      await expect(main.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
  });
});

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  it('has no violations with a navbar dropdown open (1440 px)', async () => {
    const { page } = await open('/', WIDTHS.desktop);
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Nos campus' }).click();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });

  it('has no violations with the pop-in open and its error shown (1440 px)', async () => {
    const { page } = await open('/', WIDTHS.desktop);
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20);
    await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });

  it('has no violations with the sidebar open at its third level (390 px)', async () => {
    const { page } = await open('/', WIDTHS.mobile);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Mastère' }).click();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });

  it.each([
    ['/', WIDTHS.mobile],
    ['/agenda', WIDTHS.desktop],
    ['/error/debug?status=404', WIDTHS.compact],
  ])('has no violations on %s at %i px', async (path, width) => {
    const { page } = await open(path, width);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });
});
