// The built site in real Chromium: the chrome from the CMS menus, a news article, a programme
// with its anchors, the 404 page, and the English home. What the pages show is compared with what
// the CMS holds, read from its API.
import { cmsGet } from '../integration/support/cms-api';
import type { Page } from '@playwright/test';
import { at, expect, test } from './support/fixtures';
import { searchDialog } from './support/site-search';

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

const latestNews = async () => {
  const { data } = await cmsGet<{ data: Array<{ slug: string; title: string; cat_news: { title: string } }> }>(
    '/api/news?locale=fr&sort=publishDate:desc&pagination[pageSize]=1&populate[cat_news][fields][0]=title',
  );
  return data[0];
};

test.describe('home page', at(1440), () => {
  test('shows the navbar and the footer from the CMS menus', async ({ page }) => {
    const [navbar, footer] = await Promise.all([menu('navbarproto', 'fr'), menu('footer', 'fr')]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const entry of navbar) await expect(nav.getByText(entry.label, { exact: true }).first()).toBeVisible();
    const footerRegion = page.getByRole('contentinfo');
    for (const group of footer.filter((entry) => entry.__component === 'core.menu')) {
      await expect(footerRegion.getByRole('heading', { name: group.label.toUpperCase() })).toBeVisible();
    }
    await expect(footerRegion.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  });

  test('follows a navbar link to its page', async ({ page, open }) => {
    await open('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Actualités', exact: true }).click();
    await page.waitForURL('/actualites');
    // The router changes the URL first, then renders the new page.
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await expect(page).toHaveTitle('Actualités | ESNUM');
  });

  test("ends each row of cards' title bar on its 'see all' at the grid's edge, even before its section hydrates", async ({
    newContext,
    baseURL,
  }) => {
    // Without JavaScript, as a lazy section is until it hydrates.
    const page = await (await newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto('/');
    for (const [region, seeAll] of [
      ['Calendrier des prochains événements', 'Tous les événements'],
      ['Actualités', 'Toutes les actualités'],
    ]) {
      const carousel = page.getByRole('region', { name: region, exact: true });
      const linkRight = await carousel.getByRole('link', { name: seeAll }).evaluate((link) => link.getBoundingClientRect().right);
      const gridRight = await carousel.evaluate((row) => row.getBoundingClientRect().right);
      expect(Math.round(linkRight)).toBe(Math.round(gridRight));
    }
  });

  test('is in English under /en, with a link back to the French page', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const [first] = await menu('navbarproto', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText(first.label, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'FR – Version française' })).toHaveAttribute('href', '/');
  });
});

test.describe('news article', at(1440), () => {
  test('shows the article of the CMS: title, date, category and body', async ({ page }) => {
    const item = await latestNews();
    await page.goto(`/actualites/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page.getByText(/^Publié le /)).toBeVisible();
    await expect(page.locator('article').getByText(item.cat_news.title).first()).toBeVisible();
    expect(await page.locator('article p').count()).toBeGreaterThan(2);
  });
});

test.describe('long words from the CMS (320 px)', at(390), () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('break inside the text instead of making the page scroll sideways', async ({ page }) => {
    const item = await latestNews();
    await page.goto(`/actualites/${item.slug}`);
    // What an editor may paste: a long URL and a word without a break opportunity.
    await page.evaluate(() => {
      const paragraph = document.querySelector('article p')!;
      paragraph.textContent = `Voir https://www.esnum.example/actualites/${'journee-portes-ouvertes-'.repeat(6)}inscription et ${'anticonstitutionnellement'.repeat(3)}.`;
    });
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});

test.describe('programme page', at(1440), () => {
  test('has the five anchors and an in-page menu that reaches them', async ({ page }) => {
    const { data } = await cmsGet<{ data: Array<{ slug: string; title: string }> }>(
      '/api/programmes?locale=fr&filters[category][$eq]=bts&pagination[pageSize]=1&fields[0]=slug&fields[1]=title',
    );
    await page.goto(`/programmes/${data[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data[0].title);
    for (const anchor of ['objectifs', 'formation', 'admission', 'certification', 'tarif']) {
      await expect(page.locator(`section#${anchor}`)).toHaveCount(1);
    }
    await page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Admission' }).click();
    await page.waitForURL(/#admission$/);
    await expect(page.locator('section#admission')).toBeVisible();
    await expect(page.getByText('Selon la procédure et le calendrier nationaux de Parcoursup.')).toBeVisible();
    // The menu stays under the navbar while its sections are read, and leaves with the last one.
    const menu = page.getByRole('navigation', { name: 'Sur cette page' });
    await expect(menu).toBeInViewport();
    await page.getByRole('heading', { name: 'Cette formation vous tente ?' }).scrollIntoViewIfNeeded();
    await expect(menu).not.toBeInViewport();
  });
});

test.describe('section titles', at(1440), () => {
  test("end on the logo's pixel, but for a title that ends on its own mark", async ({ page }) => {
    await page.goto('/ecole/histoire');
    const pixel = (name: string) =>
      page.getByRole('heading', { level: 2, name }).evaluate((heading) => getComputedStyle(heading, '::after').content);
    expect(await pixel('Et demain ?')).toBe('none');
    const others = await page
      .locator('main h2.title-pixel:not([data-mark-ended])')
      .first()
      .evaluate((heading) => getComputedStyle(heading, '::after').content);
    expect(others).toBe('""');
  });
});

test.describe('back to the top', () => {
  const toTop = (page: Page) => page.getByRole('button', { name: 'Revenir en haut de la page' });

  test('on a phone, closes the footer instead of covering the page', at(390), async ({ page, open }) => {
    await open('/programmes/bachelor-cybersecurite');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(toTop(page)).not.toBeInViewport();
    await toTop(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Revenir en haut de la page' })).toBeInViewport();
    await toTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a computer, stays on screen once the page is scrolled', at(1440), async ({ page, open }) => {
    await open('/programmes/bachelor-cybersecurite');
    await expect(toTop(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(toTop(page)).toBeInViewport();
    await toTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('404', at(1440), () => {
  test('answers an unknown path with status 404 and the 404 page', async ({ page }) => {
    const response = await page.goto('/une-adresse-inconnue');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page introuvable')).toBeVisible();
    await expect(page.getByText("Cette page n'existe pas (ou plus).")).toBeVisible();
    // One language on the page: the spec's English sentence is the English 404's.
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Revenir au site' })).toHaveAttribute('href', '/');
    // Its picture is a file of the site, loaded.
    const picture = page.getByRole('img', { name: /une étudiante devant un panneau indicateur/ });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(560);
  });

  test('opens the site search from the page, for the visitor who was looking for something', async ({ page, open }) => {
    await open('/une-adresse-inconnue');
    await page.locator('main').getByRole('button', { name: 'Rechercher' }).click();
    await expect(searchDialog(page)).toBeVisible();
  });

  test('keeps its footer at the bottom of a tall window, with no white band under it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1800 });
    await page.goto('/une-adresse-inconnue');
    const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(Math.round(footerBottom)).toBe(1800);
  });
});

test.describe("closing band's skyline", () => {
  for (const width of [390, 1440] as const) {
    test(`ends the band on the school's cities, under its words and buttons (${width} px)`, at(width), async ({ page, open }) => {
      await open('/campus/lyon');
      const band = page.getByRole('region', { name: 'Venez voir le campus de Lyon' });
      const strip = await band.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return { image: style.backgroundImage, top: element.getBoundingClientRect().bottom - parseFloat(style.height) };
      });
      // Three of the cities on a phone, all six wider.
      const file = /url\("?[^")]*(\/images\/skyline(?:-narrow)?\.svg)"?\)/.exec(strip.image)?.[1];
      expect(file).toBe(width < 640 ? '/images/skyline-narrow.svg' : '/images/skyline.svg');
      expect((await page.request.get(file!)).status()).toBe(200);
      const lastControlBottom = await band
        .locator('a, button')
        .last()
        .evaluate((control) => control.getBoundingClientRect().bottom);
      expect(lastControlBottom).toBeLessThanOrEqual(strip.top);
    });
  }
});

test.describe('campus list on a phone', at(390), () => {
  test('shows the regions in two lines that scroll sideways inside themselves, not one a line', async ({ page, open }) => {
    await open('/campus');
    const regions = page.getByRole('navigation', { name: 'Régions' });
    const links = regions.getByRole('link');
    expect(await links.count()).toBeGreaterThan(8);
    const lines = new Set(await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top))));
    expect(lines.size).toBe(2);
    const list = regions.getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The last region is reached by scrolling the row, and it leads to its group.
    await links.last().scrollIntoViewIfNeeded();
    await expect(links.last()).toBeInViewport();
    await links.last().click();
    await expect(page).toHaveURL(/#region-/);
  });
});

test.describe('footer menu', () => {
  test('on a phone, its groups open under their names', at(390), async ({ page, open }) => {
    await open('/');
    const footer = page.getByRole('contentinfo');
    const pedagogy = footer.getByRole('link', { name: 'Notre pédagogie' });
    await expect(pedagogy).toBeHidden();
    await footer.locator('summary', { hasText: "L'école" }).click();
    await expect(pedagogy).toBeVisible();
  });

  test('on a computer, every group is a column, open under its heading', at(1440), async ({ page, open }) => {
    await open('/');
    const footer = page.getByRole('contentinfo');
    const heading = footer.getByRole('heading', { name: "L'école" });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('text-transform', 'uppercase');
    await expect(footer.getByRole('link', { name: 'Notre pédagogie' })).toBeVisible();
    await expect(footer.locator('summary', { hasText: "L'école" })).toBeHidden();
  });
});

test.describe('detail heroes on a phone', at(390), () => {
  test("programme: its requests are the call-to-action bar's, and its picture, a 16:9 frame, comes whole above the bar", async ({
    page,
    open,
  }) => {
    await open('/programmes/bachelor-cybersecurite');
    const hero = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const picture = (await hero.locator('img').last().boundingBox())!;
    expect(picture.width / picture.height).toBeCloseTo(16 / 9, 1);
    // The same two requests twice on one screen pushed the picture under the bar (blind reviews).
    await expect(hero.getByRole('link', { name: 'Recevoir la brochure' })).toBeHidden();
    const bar = page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true });
    await expect(bar.getByRole('link', { name: 'Brochure' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Candidater' })).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    expect(picture.y + picture.height).toBeLessThanOrEqual(barTop);
  });

  for (const [name, pagePath] of [
    ['campus', '/campus/lyon'],
    ['job profile', '/metiers/administrateur-systemes-reseaux'],
  ] as const) {
    test(`${name}: the picture is a 16:9 frame under the actions, which stay on the first screen`, async ({ page, open }) => {
      await open(pagePath);
      const hero = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
      const picture = (await hero.locator('img').last().boundingBox())!;
      // A band of 3:1 showed a strip of the drawing; the phone gets a crop of its own, as tall as 16:9.
      expect(picture.width / picture.height).toBeCloseTo(16 / 9, 1);
      const lastAction = (await hero.getByRole('link').last().boundingBox())!;
      expect(lastAction.y + lastAction.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(picture.y).toBeGreaterThan(lastAction.y);
    });
  }
});
