// One page of every template, in French at 390 and 1440 px and in English at 1440 px, in real Chromium: the
// title and the main heading, the anchors, the canonical link and the hreflang alternates, the
// JSON-LD (parsed, with its @type), and no violation at either width for either accessibility
// engine: axe-core (WCAG 2.2 A and AA) and IBM's Equal Access (scripts/lib/accessibility-checker.ts);
// and no list of cards whose last row ends on a hole.
// Then the list filters, the rest of a long list and the news pagination by keyboard, and the back
// button undoing a filter.
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../integration/support/accessibility';
import { rowsWithHoles, unevenCards } from './support/card-rows';
import { waitForHydration } from '../integration/support/pages';
import { readState } from '../integration/support/state';
import { TEMPLATES, templatePath, templatePathIn } from '../integration/support/templates';
import { at, expect, test } from './support/fixtures';

const CANONICAL_ORIGIN = 'https://www.esnum.example';

const jsonLdTypes = async (page: Page) => {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as { '@type'?: string | string[]; '@graph'?: Array<{ '@type': string }> } | Array<{ '@type': string }>;
    const nodes = Array.isArray(parsed) ? parsed : (parsed['@graph'] ?? [parsed]);
    return nodes.flatMap((node) => node['@type'] ?? []);
  });
};

// French at both widths; English at 1440 px only. The English pages are the French ones' layout with
// other words: their own checks here are their language, their addresses and their names, which no
// width changes, and a phone's own chrome and layout are checked in French (and by the width sweep,
// chrome-a11y.spec.ts and chrome-mobile.spec.ts). English at 390 px was 20 of this file's 86 tests,
// and the file a quarter of the browser stage's test time (702 of 2,745 s, December 2026).
for (const language of ['fr', 'en'] as const) {
  test.describe(`every template in ${language}`, language === 'fr' ? at(390, 1440) : at(1440), () => {
    for (const template of TEMPLATES) {
      test(template.name, async ({ page, open, pageErrors }) => {
        const frenchPath = templatePath(template);
        const pagePath = templatePathIn(language, frenchPath);
        await open(pagePath);

        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const headings = page.getByRole('heading', { level: 1 });
        await expect(headings).toHaveCount(1);
        const heading = (await headings.textContent())?.trim() ?? '';
        expect(heading).not.toBe('');
        const title = await page.title();
        expect(title).toMatch(/(^| \| )ESNUM$/);
        // The heading keeps French punctuation with its word (a non-breaking space); the title need not.
        const words = (text: string) => text.replace(/\u00a0/g, ' ');
        if (template.titleIsHeading !== false) expect(words(title)).toContain(words(heading));

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
          await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
          expect(await page.locator(`a[href="#${anchor}"]`).count()).toBeGreaterThan(0);
        }

        expect(await accessibilityViolations(page)).toEqual([]);
        // No row of cards ends on a hole (a lone card, two of four): the grids fill their last rows.
        expect(await rowsWithHoles(page)).toEqual([]);
        // A grid that ends on a tile (where to go next) fills its last row with it: its cards keep one width.
        expect(await unevenCards(page)).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      });
    }
  });
}

test.describe('by keyboard: list filters, news pagination, programme requests', at(1440), () => {
  test('filters the programmes with the keyboard, keeps the filter in the URL and undoes it with back', async ({ page, open }) => {
    await open('/programmes');
    const allCount = await page.getByRole('article').count();
    await expect(page.getByRole('search').getByRole('status')).toHaveText(`${allCount} formations`);
    // A choice applies at once: no button to press (it is there without JavaScript only).
    await expect(page.getByRole('search').getByRole('button', { name: 'Filtrer' })).toHaveCount(0);
    // The category chips are radio buttons: the arrow keys move to the next choice and choose it.
    const categories = page.getByRole('group', { name: 'Catégorie' });
    await categories.getByRole('radio', { name: /^Toutes/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\?categorie=bts$/);
    await expect(categories.getByRole('radio', { name: /^BTS/ })).toBeChecked();
    const filteredCount = await page.getByRole('article').count();
    expect(filteredCount).toBeGreaterThan(0);
    expect(filteredCount).toBeLessThan(allCount);
    // The count at the foot of the panel follows the choice.
    await expect(page.getByRole('search').getByRole('status')).toHaveText(`${filteredCount} formation${filteredCount > 1 ? 's' : ''}`);
    // One group of programmes left, then the page's closing call.
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'BTS',
      'Vous hésitez entre deux formations\u00a0?',
    ]);

    await page.goBack();
    await page.waitForURL('/programmes');
    await expect(categories.getByRole('radio', { name: /^Toutes/ })).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(allCount);
  });

  test('opens a shared filtered address with the filter applied', async ({ page, open }) => {
    await open('/agenda?type=open-door');
    // The static HTML is the whole agenda; the query applies once React has taken over.
    await expect(
      page.getByRole('group', { name: "Type d'événement" }).getByRole('radio', { name: /^Journée portes ouvertes/ }),
    ).toBeChecked();
    await expect(page.getByRole('search').getByRole('status')).toHaveText(/^\d+ événements?$/);
    // Each card shows its type as a tag of its own: exactly these words (a title says more).
    const cards = await page.getByRole('main').getByRole('article').all();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) await expect(card.getByText('Journée portes ouvertes', { exact: true })).toBeVisible();
  });

  test('filters the news through every page, from the index the build writes once per language', async ({ page, open, pageErrors }) => {
    const publicDir = path.join(readState().siteDir, 'public');
    const index = JSON.parse(fs.readFileSync(path.join(publicDir, 'data', 'news-fr.json'), 'utf8')) as Array<{
      slug: string;
      campus_infos: Array<{ slug: string } | null>;
    }>;
    const campus = index.flatMap((item) => item.campus_infos).find((info) => info !== null)!.slug;
    const expected = index.filter((item) => item.campus_infos.some((info) => info?.slug === campus)).length;

    await open(`/actualites?campus=${campus}`);
    await expect(page.locator('#filter-campus')).not.toHaveValue('');
    await expect(page.getByRole('search').getByRole('status')).toHaveText(`${expected} actualité${expected > 1 ? 's' : ''}`);
    await expect(page.getByRole('article')).toHaveCount(expected);
    await expect(page.getByRole('navigation', { name: 'Pagination des actualités' })).toHaveCount(0);
    expect(pageErrors.map(String)).toEqual([]);
  });

  test("opens the campus pop-in from a programme's brochure request", async ({ page, open }) => {
    await open(templatePath(TEMPLATES.find((template) => template.name === 'programme')!));
    const request = page
      .getByRole('complementary', { name: 'Cette formation vous intéresse ?' })
      .getByRole('link', { name: 'Recevoir la brochure' });
    await request.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
  });

  test('opens the rest of the job offers with the keyboard, keeps the focus on the button and closes them again', async ({
    page,
    open,
  }) => {
    await open('/offres-alternance');
    const offers = page.getByRole('main').getByRole('article');
    const firstScreen = await offers.filter({ visible: true }).count();
    // Each offer has a summary of its own ("Voir le détail de l'offre"); the list's holds both of its
    // labels, one of them hidden: what it reads is its inner text.
    const more = page.getByRole('main').locator('summary').filter({ hasText: 'Réduire la liste' });
    const reads = { useInnerText: true };
    await expect(more).toHaveText(/^Voir (l'autre offre|les \d+ autres offres)$/, reads);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveText('Réduire la liste', reads);
    await expect(more).toBeFocused();
    await expect(offers.filter({ visible: true })).toHaveCount(await offers.count());
    expect(await offers.count()).toBeGreaterThan(firstScreen);
    await page.keyboard.press('Enter');
    await expect(more).toHaveText(/^Voir /, reads);
    await expect(offers.filter({ visible: true })).toHaveCount(firstScreen);
  });

  test('pages through the news with the keyboard, from the newest to the oldest', async ({ page, open }) => {
    await open('/actualites');
    const pagination = page.getByRole('navigation', { name: 'Pagination des actualités' });
    // Numbered from the oldest: the highest number comes right after /actualites, named by its
    // months ("Page 4 : mars–mai 2026"), which its button shows (its number is a phone's, hidden here).
    const newestNumbered = pagination.getByRole('link', { name: /^Page \d+ : / }).first();
    await expect(newestNumbered).toHaveText(/^\D+ \d{4}$/, { useInnerText: true });
    const highest = Number((await newestNumbered.getAttribute('aria-label'))!.match(/^Page (\d+)/)![1]);
    const months = await newestNumbered.innerText();
    const older = pagination.getByRole('link', { name: 'Plus anciennes' });
    await older.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`/actualites/page/${highest}`);
    await waitForHydration(page);
    // The address changes as Gatsby starts rendering the next page: wait for that page to show.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Actualités · ${months}`, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: new RegExp(`^Page ${highest} : `) })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Plus récentes', exact: true })).toHaveAttribute('href', '/actualites');
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });
});
