// Both accessibility engines (axe-core for WCAG 2.2 A and AA, IBM's Equal Access) on the site chrome
// in its open states: every navbar dropdown and top-bar menu, the pop-in with its error, the
// sidebar's levels (from the burger and from the compact bar's menu button), and a few pages at the
// widths that change the chrome.
import { accessibilityViolations } from '../integration/support/accessibility';
import { at, campusesLoaded, expect, test } from './support/fixtures';

test.describe('accessibility (axe-core and Equal Access)', () => {
  test('has no violations with a navbar dropdown open', at(1440), async ({ page, open }) => {
    await open('/');
    const button = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Nos campus' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations with each top-bar menu and each dropdown open in turn', at(1440), async ({ page, open }) => {
    // Two engines on six menus or more, a dozen audits of 3 to 6 s each: the 60 s of one page's test
    // ran out while the other worker built its page under the same two cores (CI of 3bdfc56).
    test.setTimeout(150_000);
    await open('/');
    const menus = page
      .getByRole('navigation', { name: 'Liens utiles' })
      .or(page.getByRole('navigation', { name: 'Navigation principale' }))
      .getByRole('button', { expanded: false });
    const names = await menus.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) {
      const button = menus.getByText(name, { exact: true }).first();
      await button.click();
      await expect(page.getByRole('button', { name, expanded: true })).toBeVisible();
      expect(await accessibilityViolations(page), `with ${name} open`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('has no violations with the sidebar opened from the compact bar', at(1024), async ({ page, open }) => {
    await open('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations with the pop-in open on a phone', at(390), async ({ page, open }) => {
    await open('/');
    await page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true }).getByRole('link', { name: 'Candidater' }).click();
    await campusesLoaded(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations with the pop-in open and its error shown', at(1440), async ({ page, open }) => {
    await open('/');
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
    await campusesLoaded(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Contacter le campus' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations with the sidebar open at its second and third levels', at(390), async ({ page, open }) => {
    await open('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
    await expect(page.getByRole('dialog', { name: 'Formations' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Mastère' }).click();
    await expect(page.getByRole('dialog', { name: 'Mastère' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations on the home page', at(390), async ({ page, open }) => {
    await open('/');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations on the agenda', at(1440), async ({ page, open }) => {
    await open('/agenda');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('has no violations on the error page with the compact navbar', at(1280), async ({ page, open }) => {
    await open('/error/debug?status=404');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
