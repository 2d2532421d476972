// The site search in real Chromium, on the index the build wrote for the seeded content: from the
// header, "cyber" then Enter, and the first programme opened with the keyboard, at phone and
// desktop widths; from the phone sidebar, focus back on the menu button when it closes; the English
// index from an English page. Axe with the dialog open. (Offline in the installed app:
// builds/offline.spec.ts; the index following a publication: 09-rebuild-service.)
import { accessibilityViolations } from '../integration/support/accessibility';
import { at, expect, test } from './support/fixtures';
import { searchDialog, searchForProgrammes } from './support/site-search';

test.describe('site search', () => {
  test('finds the cybersecurity programmes: "cyber", Enter, and the first programme opens', at(390, 1440), async ({ page, open }) => {
    await open('/');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const dialog = searchDialog(page);
    await expect(dialog.getByRole('searchbox', { name: 'Mots recherchés' })).toBeFocused();
    await page.keyboard.type('cyber');
    await page.keyboard.press('Enter');

    const programmes = dialog.getByRole('region', { name: /^Formations/ });
    const first = programmes.getByRole('link').first();
    await expect(first).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ résultats pour «\u00a0cyber\u00a0»/);
    // Programmes first, then the other kinds the words were found in.
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toHaveText(/^Formations/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/programmes\/[a-z0-9-]*cyber/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cybersécurité/i);
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens from the phone sidebar, and closes back to the menu button', at(390), async ({ page, open }) => {
    await open('/campus');
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rechercher' }).click();
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('lyon');
    await expect(dialog.getByRole('region', { name: /^Campus/ }).getByRole('link', { name: /^ESNUM Lyon/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('fits every width from 320 to 2560 px with its results open', at(1440), async ({ page, open }) => {
    await open('/programmes');
    const dialog = await searchForProgrammes(page, 'alternance');
    const misfits: string[] = [];
    for (const width of [320, 360, 390, 480, 640, 768, 1024, 1366, 1920, 2560]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await dialog.boundingBox())!;
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const field = (await dialog.getByRole('searchbox').boundingBox())!;
      if (sideways || box.x < 0 || box.x + box.width > width || box.y + box.height > 800 || field.x + field.width > width)
        misfits.push(`${width}: dialog ${JSON.stringify(box)}, field ${JSON.stringify(field)}, sideways ${sideways}`);
    }
    expect(misfits).toEqual([]);
  });

  test('searches the English pages from an English page', at(1440), async ({ page, open }) => {
    await open('/en');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    // Typed once the field is there (its code loads with the first press).
    await expect(dialog.getByRole('searchbox', { name: 'Search words' })).toBeFocused();
    await page.keyboard.type('cyber');
    const programmes = dialog.getByRole('region', { name: /^Programmes/ });
    await expect(programmes.getByRole('link').first()).toBeVisible();
    for (const href of await dialog.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/en\//);
  });
});
