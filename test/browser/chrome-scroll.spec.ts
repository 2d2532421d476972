// Scrolling at 1440 px: the offset of an anchor reached by a navigation, the position restored by
// back and forward, and kept when a filter changes the address.
import type { Page } from '@playwright/test';
import { SCROLL_DELAY_MS } from '../../src/lib/constants';
import { cmsGet } from '../integration/support/cms-api';
import { at, expect, test } from './support/fixtures';
import { pageNow, timersRan, trackTimers } from './support/page-timers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

interface ScrollState {
  /** A scroll of the page has moved it and not ended yet (no `scrollend` since). */
  scrolling: boolean;
}

test.beforeEach(async ({ page }) => {
  await trackTimers(page);
  await page.addInitScript(() => {
    const state: ScrollState = { scrolling: false };
    (window as unknown as { __scroll: ScrollState }).__scroll = state;
    window.addEventListener('scroll', () => (state.scrolling = true));
    window.addEventListener('scrollend', () => (state.scrolling = false));
  });
});

/**
 * Some checks are that nothing moves any more once the expected position is reached: a late
 * scroll, by the router or the site, or a layout shift would show after what could cause it has
 * had its turn. Every timer the page armed since `since` (a `pageNow` before the action) that is
 * due as soon as the site's scroll after a route change (SCROLL_DELAY_MS; Gatsby's prefetching, 3 s
 * apart, moves nothing) has run; a scroll in progress, smooth or not, has ended (`scrollend`); and
 * two frames have been drawn since.
 */
const stillSince = async (page: Page, since: number) => {
  await timersRan(page, since, SCROLL_DELAY_MS);
  await page.evaluate(async () => {
    if ((window as unknown as { __scroll: ScrollState }).__scroll.scrolling) {
      await new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

test.describe('scroll to an anchor after navigation', at(1440), () => {
  test('lands 250 px above the anchor', async ({ page, open }) => {
    const { data } = await cmsGet<{ data: Array<{ slug: string }> }>(
      '/api/programmes?locale=fr&pagination[pageSize]=1&fields[0]=slug&sort=title:asc',
    );
    await open('/agenda');
    const navigated = await pageNow(page);
    await page.evaluate(
      (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
      `/programmes/${data[0].slug}#admission`,
    );
    await page.waitForURL(/#admission$/);
    const anchorTop = () => page.locator('section#admission').evaluate((element) => element.getBoundingClientRect().top);
    // 100 ms delay, then a smooth scroll: wait for it to reach the anchor, then check that it stays.
    await expect.poll(async () => Math.abs((await anchorTop()) - 250), { timeout: 5_000 }).toBeLessThanOrEqual(2);
    await stillSince(page, navigated);
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

    const back = await pageNow(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/actualites');
    await expect.poll(async () => Math.abs((await scrollY(page)) - 800), { timeout: 5_000 }).toBeLessThanOrEqual(2);
    await stillSince(page, back);
    expect(Math.abs((await scrollY(page)) - 800)).toBeLessThanOrEqual(2);

    const forward = await pageNow(page);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === href);
    // The address changes at once; the item is drawn once its page data is loaded (the list,
    // still at 800, would be measured before).
    await expect(page.locator('h1')).toHaveText(itemHeading);
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    await stillSince(page, forward);
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
    const chosen = await pageNow(page);
    await category.click();
    await page.waitForURL(/\?categorie=bts$/);
    await expect(category).toBeChecked();
    await stillSince(page, chosen);
    expect(await scrollY(page)).toBe(before);
    await expect(category).toBeVisible();
  });
});
