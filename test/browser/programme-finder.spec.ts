// The programme finder in real Chromium, on the seeded content: from the home page, "Bachelor,
// work-study, near Lyon (69003)" in three interactions (the kind, the rhythm, the postcode and
// Enter), at phone and desktop widths; on a phone, the filters one tap away in a sheet that counts
// its results, whose choices the back button undoes; the campuses near a postcode and near the
// browser's location, asked only on a tap; two programmes compared side by side (on a phone, a
// table that scrolls sideways inside itself), the pick kept when the visitor comes back to the
// finder. Axe with each new control open.
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../integration/support/accessibility';
import { refusedConsentCookie } from '../integration/support/pages';
import { at, expect, test } from './support/fixtures';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('programme finder', () => {
  test('reaches work-study Bachelors near Lyon from the home page in three interactions', at(390, 1440), async ({ page, open }) => {
    await open('/');
    const finder = page.getByRole('search', { name: 'Trouver ma formation' });
    await finder.getByRole('combobox', { name: 'Formation' }).selectOption({ label: 'Bachelor' });
    await finder.getByRole('combobox', { name: 'Rythme' }).selectOption({ label: 'Alternance' });
    await finder.getByRole('textbox', { name: 'Près de (code postal)' }).fill('69003');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/programmes\?categorie=bachelor&rythme=alternance&pres=69003$/);
    await expect(page.getByText('Du plus proche au plus loin de 69003')).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText(/Lyon, à \d+\u00a0km/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(2);
    for (const title of titles) expect(title).toMatch(/^Bachelor/);
    // Every result can be taken in work-study: its card says who pays.
    for (const card of await cards.all()) await expect(card).toContainText(/Alternance|Temps plein ou alternance/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('keeps the filters one tap away on a phone, in a sheet that counts the results', at(390), async ({ page, open }) => {
    await open('/programmes');
    const bar = page.getByRole('button', { name: /^Filtres/ });
    await expect(page.getByRole('search', { name: 'Filtrer les formations' })).toBeHidden();
    await page.mouse.wheel(0, 2500);
    // Stuck under the navbar while the cards scroll by, and nothing of them shows over it (their
    // "Comparer" boxes did): across a few cards' height, every point of the bar is the bar's.
    await expect(bar).toBeInViewport();
    const stepsCovered: number[] = [];
    const scrolledTo = await page.evaluate(() => window.scrollY);
    for (let step = 0; step < 30; step += 1) {
      await page.evaluate(() => window.scrollBy(0, 37));
      const covered = await bar.evaluate((button) => {
        const strip = button.parentElement as HTMLElement;
        const { top, bottom, left, right } = strip.getBoundingClientRect();
        return [top + 2, (top + bottom) / 2, bottom - 2].some((y) => {
          for (let x = left + 4; x < right - 4; x += 12) if (!strip.contains(document.elementFromPoint(x, y))) return true;
          return false;
        });
      });
      if (covered) stepsCovered.push(step);
    }
    expect(stepsCovered).toEqual([]);
    // Back where it was: a box half under the bar is too close to its button for the accessibility check below.
    await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
    const total = (await cardTitles(page)).length;

    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Filtrer les formations' });
    await expect(sheet).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await sheet
      .getByRole('group', { name: 'Domaine' })
      .getByRole('radio', { name: /^Cybersécurité/ })
      .click();
    await expect(page).toHaveURL(/domaine=cybersecurite/);
    const show = sheet.getByRole('button', { name: /^Voir \d+ formations?$/ });
    await expect(show).not.toHaveText(`Voir ${total} formations`);
    const shown = Number((await show.textContent())!.match(/\d+/)![0]);
    expect(shown).toBeGreaterThan(0);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(bar).toBeFocused();
    expect(await cardTitles(page)).toHaveLength(shown);
    await expect(bar).toHaveAccessibleName('Filtres 1 filtre choisi');

    await page.goBack();
    await expect(page).toHaveURL(/\/programmes$/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(total);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('sorts the campuses from a postcode, or from the location asked only on a tap', at(390, 1440), async ({ page, open, context }) => {
    await open('/campus');
    const near = page.getByRole('search', { name: 'Campus près de chez moi' });
    await near.getByRole('textbox', { name: 'Près de chez moi' }).fill('69003');
    await near.getByRole('button', { name: 'Trouver' }).click();
    await expect(page).toHaveURL(/\/campus\?pres=69003$/);
    const nearest = page.getByRole('region', { name: 'Les campus du plus proche au plus loin' });
    await expect(nearest.getByRole('listitem').first()).toContainText(/Lyon.*à \d\u00a0km/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Lille's Grand-Place: the browser tells the position only once the visitor taps.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 50.637, longitude: 3.063 });
    await near.getByRole('button', { name: 'Me localiser' }).click();
    await expect(page.getByText('Du plus proche au plus loin de votre position')).toBeVisible();
    await expect(page).toHaveURL(/\/campus$/);
    await expect(nearest.getByRole('listitem').first()).toContainText('Lille');
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('compares two programmes side by side and keeps the pick across pages', at(390, 1440), async ({ page, open }) => {
    await open('/programmes');
    await page.getByRole('checkbox', { name: 'Comparer Bachelor Cybersécurité' }).check();
    await page.getByRole('checkbox', { name: 'Comparer Mastère Expert en cybersécurité' }).check();
    const tray = page.getByRole('region', { name: 'Formations à comparer' });
    await expect(tray).toContainText('2 formations sur 3 à comparer');
    await expect(tray).toBeInViewport();
    await tray.getByRole('link', { name: 'Comparer' }).click();

    await expect(page).toHaveURL(/\/programmes\/comparer\?formations=bachelor-cybersecurite,mastere-cybersecurite$/);
    const table = page.getByRole('table', { name: /^Comparaison de Bachelor Cybersécurité, Mastère Expert en cybersécurité$/ });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Niveau de sortie' }) })).toContainText(
      /Bac\+3.*Bac\+5/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    const scroller = page.getByRole('region', { name: /^Comparaison de/ });
    const [clientWidth, scrollWidth] = await scroller.evaluate((element) => [element.clientWidth, element.scrollWidth]);
    // Two programmes side by side at every width: a phone gives each half the row, the criteria on
    // their own lines above their cells.
    expect(scrollWidth).toBe(clientWidth);
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByRole('link', { name: 'Retour aux formations' }).click();
    await expect(page.getByRole('checkbox', { name: 'Comparer Bachelor Cybersécurité' })).toBeChecked();
    await expect(tray).toContainText('2 formations sur 3 à comparer');
  });

  test('filters without JavaScript, each choice at once', at(390, 1440), async ({ newContext, baseURL }) => {
    const context = await newContext({ javaScriptEnabled: false, baseURL });
    // A visitor who already answered the consent banner (its own test is consent.spec.ts).
    await context.addCookies([refusedConsentCookie()]);
    const page = await context.newPage();
    await page.goto('/programmes');
    const total = (await cardTitles(page)).length;
    // A choice at the middle of the screen, clear of the phone's call-to-action bar at the bottom.
    const choose = async (group: string, choice: RegExp) => {
      const radio = page.getByRole('group', { name: group }).getByRole('radio', { name: choice });
      await radio.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await radio.check();
    };
    await choose('Catégorie', /^Bachelor/);
    await choose('Rythme', /^Temps plein/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(total);
    for (const title of titles) expect(title).toMatch(/^Bachelor/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mastère' })).toBeHidden();
    await choose('Catégorie', /^Toutes/);
    expect((await cardTitles(page)).length).toBeGreaterThan(titles.length);
  });
});
