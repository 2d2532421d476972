// Scrolling at 1440 px: the offset of an anchor reached by a navigation, the position restored by
// back and forward, and kept when a filter changes the address.
import type { Page } from '@playwright/test';
import { cmsGet } from '../integration/support/cms-api';
import { at, expect, test } from './support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Some checks are that nothing moves any more: after the expected position is reached, this long
 * without a change (a late scroll, by the router or a layout shift, would show after it).
 */
const STILL_MS = 500;

test.describe('scroll to an anchor after navigation', at(1440), () => {
  test('lands 250 px above the anchor', async ({ page, open }) => {
    const { data } = await cmsGet<{ data: Array<{ slug: string }> }>(
      '/api/programmes?locale=fr&pagination[pageSize]=1&fields[0]=slug&sort=title:asc',
    );
    await open('/agenda');
    await page.evaluate(
      (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
      `/programmes/${data[0].slug}#admission`,
    );
    await page.waitForURL(/#admission$/);
    const anchorTop = () => page.locator('section#admission').evaluate((element) => element.getBoundingClientRect().top);
    // 100 ms delay, then a smooth scroll: wait for it to reach the anchor, then check that it stays.
    await expect.poll(async () => Math.abs((await anchorTop()) - 250), { timeout: 5_000 }).toBeLessThanOrEqual(2);
    await page.waitForTimeout(STILL_MS);
    expect(Math.abs((await anchorTop()) - 250)).toBeLessThanOrEqual(2);
  });
});

test.describe('scroll on back, forward and filters', at(1440), () => {
  test('comes back from a news item to where the visitor was in the list, and forward to the top of the item', async ({ page, open }) => {
    await open('/actualites');
    await page.evaluate(() => window.scrollTo(0, 800));
    // Gatsby saves the position of each history entry in the session storage as the page scrolls.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(sessionStorage).some((key) => key.startsWith('@@scroll|/actualites|') && sessionStorage[key] === '800'),
        ),
      )
      .toBe(true);
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
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    const itemHeading = (await page.locator('h1').textContent())!;

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/actualites');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 800), { timeout: 5_000 }).toBeLessThanOrEqual(2);
    await page.waitForTimeout(STILL_MS);
    expect(Math.abs((await scrollY(page)) - 800)).toBeLessThanOrEqual(2);

    await page.goForward();
    await page.waitForURL((url) => url.pathname === href);
    // The address changes at once; the item is drawn once its page data is loaded (the list,
    // still at 800, would be measured before).
    await expect(page.locator('h1')).toHaveText(itemHeading);
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    await page.waitForTimeout(STILL_MS);
    expect(await scrollY(page)).toBe(0);
  });

  test('keeps the visitor where they are when they choose a filter', async ({ page, open }) => {
    await open('/programmes');
    const category = page.getByRole('group', { name: 'Catégorie' }).getByRole('radio', { name: /^BTS/ });
    await category.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    // Not check(): the chip is checked once the page has applied the filter, after the click.
    await category.click();
    await page.waitForURL(/\?categorie=bts$/);
    await expect(category).toBeChecked();
    await page.waitForTimeout(STILL_MS);
    expect(await scrollY(page)).toBe(before);
    await expect(category).toBeVisible();
  });
});
