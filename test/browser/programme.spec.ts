// The programme page in real Chromium: the in-page menu stays under the navbar while the sections
// scroll by and marks the one being read; following one of its links lands on that section; on a
// wide screen the card of requests follows the reader, and its brochure request opens the pop-in;
// on a phone the card comes after the sections, with the call-to-action bar at the bottom.
import type { Page } from '@playwright/test';
import { at, expect, test } from './support/fixtures';

const PROGRAMME = '/programmes/bts-sio-slam';

const inPageMenu = (page: Page) => page.getByRole('navigation', { name: 'Sur cette page' });
const sectionHeading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

test.describe('programme page', () => {
  test('keeps the in-page menu in view and marks the section being read', at(390, 1440), async ({ page, open }) => {
    await open(PROGRAMME);
    const menu = inPageMenu(page);
    await expect(menu.locator('[aria-current]')).toHaveCount(0);

    await menu.getByRole('link', { name: 'Admission' }).click();
    await expect(page).toHaveURL(/#admission$/);
    await expect(menu.getByRole('link', { name: 'Admission' })).toHaveAttribute('aria-current', 'location');
    await expect(sectionHeading(page, 'Admission')).toBeInViewport();
    // Stuck under the navbar: in the window, below the bar, not over the section's heading.
    const menuBox = await menu.boundingBox();
    const navbarBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect(menuBox!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    const headingBox = await sectionHeading(page, 'Admission').boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(menuBox!.y + menuBox!.height);

    await sectionHeading(page, 'Tarif').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(menu.getByRole('link', { name: 'Tarif' })).toHaveAttribute('aria-current', 'location');

    // Back at the top, above the sections: none marked, and the row back at its start (on a phone
    // it had scrolled sideways to show Tarif), its first link in view again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
    await expect.poll(() => menu.getByRole('list').evaluate((list) => list.scrollLeft)).toBe(0);
  });

  test('has the card of requests beside the sections on a wide screen, following the reader', at(1440), async ({ page, open }) => {
    await open(PROGRAMME);
    const card = page.getByRole('complementary', { name: 'Cette formation vous intéresse ?' });
    await expect(card).toBeVisible();
    await sectionHeading(page, 'Certification').scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await card.getByRole('link', { name: 'Recevoir la brochure' }).click();
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
  });

  test('has the card of requests after the sections on a phone, above the call-to-action bar', at(390), async ({ page, open }) => {
    await open(PROGRAMME);
    const card = page.getByRole('complementary', { name: 'Cette formation vous intéresse ?' });
    const tarif = sectionHeading(page, 'Tarif');
    expect((await card.boundingBox())!.y).toBeGreaterThan((await tarif.boundingBox())!.y);
    // The bar at the bottom of the window: the last of the page's lists of requests.
    const bar = page.getByRole('list', { name: 'Nos démarches' }).last();
    await expect(bar).toBeInViewport();
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link', { name: 'Poser une question' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
