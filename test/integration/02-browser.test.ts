// The built site in real Chromium: the chrome from the CMS menus, a news article, a programme
// with its anchors, the 404 page, and the English home.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { cmsGet } from './support/cms-api';
import { refusedConsentCookie } from './support/pages';
import { readState } from './support/state';

interface MenuEntry {
  __component: string;
  label: string;
  items?: Array<{ label: string }>;
}

const menu = async (type: 'navbarproto' | 'footer', locale: string) => {
  const populate =
    'populate[body][on][core.menu][populate]=*&populate[body][on][core.menu-item][populate]=*&populate[body][on][core.menu-dropdown][populate]=*';
  const { data } = await cmsGet<{ data: Array<{ body: MenuEntry[] }> }>(
    `/api/menu-enrichis?locale=${locale}&filters[type][$eq]=${type}&${populate}`,
  );
  return data[0].body;
};

let browser: Browser;
let page: Page;
const url = (path: string) => `${readState().siteUrl}${path}`;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.context().addCookies([refusedConsentCookie()]);
});
afterEach(async () => {
  await page.close();
});

describe('home page', () => {
  it('shows the navbar and the footer from the CMS menus', async () => {
    const [navbar, footer] = await Promise.all([menu('navbarproto', 'fr'), menu('footer', 'fr')]);
    const response = await page.goto(url('/'));
    expect(response?.status()).toBe(200);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const entry of navbar) {
      await expect(nav.getByText(entry.label, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    const footerRegion = page.getByRole('contentinfo');
    for (const group of footer.filter((entry) => entry.__component === 'core.menu')) {
      await expect(footerRegion.getByRole('heading', { name: group.label.toUpperCase() }).isVisible()).resolves.toBe(true);
    }
    await expect(footerRegion.getByRole('link', { name: 'Mentions légales' }).getAttribute('href')).resolves.toBe('/mentions-legales');
  });

  it('follows a navbar link to its page', async () => {
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Actualités', exact: true }).click();
    await page.waitForURL(url('/actualites'));
    // The router changes the URL first, then renders the new page.
    await page.getByRole('heading', { level: 1, name: 'Actualités' }).waitFor();
    await page.waitForFunction(() => document.title === 'Actualités | ESNUM');
  });

  it('is in English under /en, with a link back to the French page', async () => {
    await page.goto(url('/en'));
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    const [navbar] = [await menu('navbarproto', 'en')];
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByText(navbar[0].label, { exact: true }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'FR – Version française' }).getAttribute('href')).resolves.toBe('/');
  });
});

describe('news article', () => {
  it('shows the article of the CMS: title, date, category and body', async () => {
    const { data } = await cmsGet<{ data: Array<{ slug: string; title: string; cat_news: { title: string } }> }>(
      '/api/news?locale=fr&sort=publishDate:desc&pagination[pageSize]=1&populate[cat_news][fields][0]=title',
    );
    const [item] = data;
    await page.goto(url(`/actualites/${item.slug}`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(item.title);
    await expect(page.getByText(/^Publié le /).isVisible()).resolves.toBe(true);
    await expect(page.locator('article').getByText(item.cat_news.title).first().isVisible()).resolves.toBe(true);
    await expect(page.locator('article p').count()).resolves.toBeGreaterThan(2);
  });
});

describe('long words from the CMS (320 px)', () => {
  it('break inside the text instead of making the page scroll sideways', async () => {
    const { data } = await cmsGet<{ data: Array<{ slug: string }> }>('/api/news?locale=fr&sort=publishDate:desc&pagination[pageSize]=1');
    const narrow = await browser.newPage({ viewport: { width: 320, height: 640 } });
    try {
      await narrow.goto(url(`/actualites/${data[0].slug}`));
      // What an editor may paste: a long URL and a word without a break opportunity.
      await narrow.evaluate(() => {
        const paragraph = document.querySelector('article p')!;
        paragraph.textContent = `Voir https://www.esnum.example/actualites/${'journee-portes-ouvertes-'.repeat(6)}inscription et ${'anticonstitutionnellement'.repeat(3)}.`;
      });
      const widths = await narrow.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    } finally {
      await narrow.close();
    }
  });
});

describe('programme page', () => {
  it('has the five anchors and an in-page menu that reaches them', async () => {
    const { data } = await cmsGet<{ data: Array<{ slug: string; title: string }> }>(
      '/api/programmes?locale=fr&filters[category][$eq]=bts&pagination[pageSize]=1&fields[0]=slug&fields[1]=title',
    );
    await page.goto(url(`/programmes/${data[0].slug}`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(data[0].title);
    for (const anchor of ['objectifs', 'formation', 'admission', 'certification', 'tarif']) {
      await expect(page.locator(`section#${anchor}`).count()).resolves.toBe(1);
    }
    await page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Admission' }).click();
    await page.waitForURL(/#admission$/);
    await expect(page.locator('section#admission').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Selon la procédure et le calendrier nationaux de Parcoursup.').isVisible()).resolves.toBe(true);
  });
});

describe('404', () => {
  it('answers an unknown path with status 404 and the 404 page', async () => {
    const response = await page.goto(url('/une-adresse-inconnue'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found').isVisible()).resolves.toBe(true);
    await expect(page.getByText("Oops cette page n'existe pas (ou plus)").isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Revenir au site' }).getAttribute('href')).resolves.toBe('/');
  });
});
