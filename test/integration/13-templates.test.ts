// One page of every template, in French and in English, in real Chromium: the title and the main
// heading, the anchors, the canonical link and the hreflang alternates, the JSON-LD (parsed, with
// its @type), and no axe-core violation (WCAG 2.2 A and AA). Then the list filters and the news
// pagination by keyboard, and the back button undoing a filter.
import fs from 'fs';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { axeViolations, describeViolations } from './support/axe';
import { openPage, siteUrl, waitForHydration, WIDTHS } from './support/pages';
import { readState } from './support/state';
import { templatePages } from './support/templates';

const { siteDir } = readState();
const publicDir = path.join(siteDir, 'public');
const CANONICAL_ORIGIN = 'https://www.esnum.example';

const TEMPLATES = templatePages(publicDir);

/** The same page in English: the legal pages have their own English slugs, the others a prefix. */
const ENGLISH_PATHS: Record<string, string> = { '/mentions-legales': '/en/legal-notices' };
const english = (frenchPath: string) => ENGLISH_PATHS[frenchPath] ?? (frenchPath === '/' ? '/en' : `/en${frenchPath}`);

let browser: Browser;
const pages: Page[] = [];
const open = async (pagePath: string, width: number = WIDTHS.desktop) => {
  const opened = await openPage(browser, pagePath, width);
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

const jsonLdTypes = async (page: Page) => {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as { '@type'?: string | string[]; '@graph'?: Array<{ '@type': string }> } | Array<{ '@type': string }>;
    const nodes = Array.isArray(parsed) ? parsed : (parsed['@graph'] ?? [parsed]);
    return nodes.flatMap((node) => node['@type'] ?? []);
  });
};

describe.each(['fr', 'en'] as const)('every template in %s', (language) => {
  it.each(TEMPLATES.map((template) => [template.name, template] as const))('%s', async (_name, template) => {
    const pagePath = language === 'fr' ? template.path : english(template.path);
    const { page, pageErrors } = await open(pagePath);

    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
    const headings = page.getByRole('heading', { level: 1 });
    await expect(headings.count()).resolves.toBe(1);
    const heading = (await headings.textContent())?.trim() ?? '';
    expect(heading).not.toBe('');
    const title = await page.title();
    expect(title).toMatch(/(^| \| )ESNUM$/);
    if (template.titleIsHeading !== false) expect(title).toContain(heading);

    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect({ origin: canonical.origin, path: canonical.pathname }).toEqual({ origin: CANONICAL_ORIGIN, path: pagePath });
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
    expect(Object.keys(alternates).sort()).toEqual(['en', 'fr', 'x-default']);
    expect(alternates['x-default']).toBe(alternates.fr);

    const types = await jsonLdTypes(page);
    for (const type of template.jsonLd) expect(types).toContain(type);

    for (const anchor of template.anchors ?? []) {
      await expect(page.locator(`[id="${anchor}"]`).count()).resolves.toBe(1);
      await expect(page.locator(`a[href="#${anchor}"]`).count()).resolves.toBeGreaterThan(0);
    }

    expect(describeViolations(await axeViolations(page))).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });
});

describe('by keyboard: list filters, news pagination, programme requests', () => {
  it('filters the programmes with the keyboard, keeps the filter in the URL and undoes it with back', async () => {
    const { page } = await open('/programmes');
    const allCount = await page.getByRole('article').count();
    const category = page.getByRole('combobox', { name: 'Catégorie' });
    await category.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/\?categorie=bts$/);
    await page
      .getByRole('search')
      .getByRole('status')
      .filter({ hasText: /^\d+ résultats?$/ })
      .waitFor();
    await expect(category.inputValue()).resolves.toBe('bts');
    const filteredCount = await page.getByRole('article').count();
    expect(filteredCount).toBeGreaterThan(0);
    expect(filteredCount).toBeLessThan(allCount);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['BTS']);

    await page.goBack();
    await page.waitForURL(siteUrl('/programmes'));
    await page.waitForFunction(() => (document.getElementById('filter-categorie') as HTMLSelectElement | null)?.value === '');
    await expect(page.getByRole('article').count()).resolves.toBe(allCount);
  });

  it('opens a shared filtered address with the filter applied', async () => {
    const { page } = await open('/agenda?type=open-door');
    // The static HTML is the whole agenda; the query applies once React has taken over.
    await page.waitForFunction(() => (document.getElementById('filter-type') as HTMLSelectElement | null)?.value === 'open-door');
    await expect(page.getByRole('search').getByRole('status').textContent()).resolves.toMatch(/^\d+ résultats?$/);
    const types = await page.locator('article .eyebrow').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Journée portes ouvertes']));
  });

  it('filters the news through every page, from the index the build writes once per language', async () => {
    const index = JSON.parse(fs.readFileSync(path.join(publicDir, 'data', 'news-fr.json'), 'utf8')) as Array<{
      slug: string;
      campus_infos: Array<{ slug: string } | null>;
    }>;
    const campus = index.flatMap((item) => item.campus_infos).find((info) => info !== null)!.slug;
    const expected = index.filter((item) => item.campus_infos.some((info) => info?.slug === campus)).length;

    const { page, pageErrors } = await open(`/actualites?campus=${campus}`);
    await page.waitForFunction(() => (document.getElementById('filter-campus') as HTMLSelectElement | null)?.value !== '');
    await page
      .getByRole('search')
      .getByRole('status')
      .filter({ hasText: /^\d+ résultats?$/ })
      .waitFor();
    await expect(page.getByRole('search').getByRole('status').textContent()).resolves.toBe(
      `${expected} résultat${expected > 1 ? 's' : ''}`,
    );
    await expect(page.getByRole('article').count()).resolves.toBe(expected);
    await expect(page.getByRole('navigation', { name: 'Pagination des actualités' }).count()).resolves.toBe(0);
    expect(pageErrors.map(String)).toEqual([]);
  });

  it("opens the campus pop-in from a programme's brochure request", async () => {
    const { page } = await open(TEMPLATES.find((template) => template.name === 'programme')!.path);
    const request = page
      .getByRole('list', { name: 'Cette formation vous intéresse ?' })
      .getByRole('link', { name: 'Recevoir la brochure' });
    await request.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Recevoir une brochure' }).waitFor({ state: 'visible' });
  });

  it('pages through the news with the keyboard', async () => {
    const { page } = await open('/actualites');
    const next = page.getByRole('navigation', { name: 'Pagination des actualités' }).getByRole('link', { name: 'Page suivante' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('/actualites/page/2'));
    await waitForHydration(page);
    // The address changes as Gatsby starts rendering the next page: wait for that page to show.
    await page.getByRole('heading', { level: 1, name: 'Actualités – page 2', exact: true }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Actualités – page 2');
    await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('article').count()).resolves.toBeGreaterThan(0);
  });
});
