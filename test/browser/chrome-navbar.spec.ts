// The desktop navbar at 1440 px (keyboard and hover dropdowns, the compact bar on scroll) and at
// 1280 px (compact at the top too, no burger), the upcoming events the home page was built with
// once one has ended, the menus' events on a page built without them, and the error page of each
// status.
import { cmsGet } from '../integration/support/cms-api';
import { waitForHydration } from '../integration/support/pages';
import { at, expect, test } from './support/fixtures';
import { setPageClock } from './support/page-clock';

const mainNavigation = 'Navigation principale';

// No width tag: at every project's width.
test('shows one navbar for the width, the desktop one above 900 px, and no page error', async ({ page, open, pageErrors }) => {
  await open('/');
  const desktop = page.viewportSize()!.width > 900;
  const navigation = page.getByRole('navigation', { name: mainNavigation });
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(desktop ? navigation : burger).toBeVisible();
  await expect(desktop ? burger : navigation).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test.describe('desktop navbar', at(1440), () => {
  test('opens a dropdown with the keyboard, moves into it, and closes it with Escape', async ({ page, open, pageErrors }) => {
    await open('/');
    const button = page.getByRole('navigation', { name: mainNavigation }).getByRole('button', { name: 'Formations' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'BTS' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Prochains événements' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(pageErrors).toEqual([]);
  });

  test('opens the campus dropdown on hover: campuses in columns of at most 11, and 3 events', async ({ page, open }) => {
    await open('/');
    const button = page.getByRole('navigation', { name: mainNavigation }).getByRole('button', { name: 'Nos campus' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const columns = await panel
      .locator('ul')
      .evaluateAll((lists) =>
        lists
          .map((list) => Array.from(list.querySelectorAll('a'), (link) => link.textContent))
          .filter((links) => links.every((text) => text?.startsWith('ESNUM '))),
      );
    expect(columns.map((column) => column.length)).toEqual([11, 11, 4]);
    expect(columns.flat()[0]).toBe('ESNUM Angers');
    await expect(panel.getByRole('link', { name: /^S'inscrire/ })).toHaveCount(3);
    await page.mouse.move(700, 850);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('turns into a compact fixed bar when scrolling down', async ({ page, open }) => {
    await open('/');
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: mainNavigation }) });
    await expect(page.getByRole('navigation', { name: 'Liens utiles' })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('navigation', { name: 'Liens utiles' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: mainNavigation })).toBeVisible();
  });

  test('shows the same entries at the top of the page after a scroll down and back', async ({ page, open }) => {
    await open('/');
    const entries = page.getByRole('navigation', { name: mainNavigation }).getByRole('listitem');
    const shown = () => entries.evaluateAll((items) => items.filter((item) => getComputedStyle(item).visibility === 'visible').length);
    const atLoad = await shown();
    expect(atLoad).toBeGreaterThanOrEqual(5);
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: mainNavigation }) });
    await page.mouse.wheel(0, 2400);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-compact', 'true');
    // The menu button took the room of an entry folded while compact: it gives it back.
    await expect.poll(shown).toBe(atLoad);
  });
});

test.describe('compact navbar (1300 px or less)', at(1280), () => {
  test('is compact and fixed even at the top of the page', async ({ page, open }) => {
    await open('/');
    await expect(page.getByRole('navigation', { name: 'Liens utiles' })).toBeHidden();
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: mainNavigation }) });
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
  });
});

test.describe('the upcoming events', at(1440), () => {
  test("drop an event of the page's build that has ended since, even when the live refresh fails", async ({
    newContext,
    baseURL,
    page,
  }) => {
    // The first event the build put on the home page, as a visitor without JavaScript gets it.
    const built = await (await newContext({ javaScriptEnabled: false, baseURL })).newPage();
    await built.goto('/');
    const href = (await built.locator('a[href^="/agenda/"]').first().getAttribute('href'))!;
    const slug = href.split('/').pop()!;
    const { data } = await cmsGet<{ data: Array<{ dateStart: string; dateEnd: string | null }> }>(
      `/api/events?locale=fr&filters[slug][$eq]=${slug}`,
    );
    const ended = new Date(data[0].dateEnd ?? data[0].dateStart);

    // Two days after it ended, with the CMS failing: only the build's snapshot is there.
    await setPageClock(page, new Date(ended.getTime() + 2 * 86_400_000));
    await page.route('**/api/events?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
    // The other events of the snapshot are still there.
    await expect(page.locator('a[href^="/agenda/"]').first()).toBeAttached();
  });

  test('keep the campus of each card once refreshed from the CMS, as the page was built with it', async ({ page, open }) => {
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/events?') && response.ok());
    await open('/');
    const { data } = (await (await refreshed).json()) as { data: Array<{ title: string; campus: { name: string } | null }> };
    expect(data[0].campus?.name).toMatch(/^ESNUM /);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: data[0].title }).first();
    await expect(card).toContainText(data[0].campus!.name);
  });

  test('show in the menus of a page built without them once the CMS answers, or say they cannot', async ({ page, open }) => {
    const { data } = await cmsGet<{ data: Array<{ slug: string }> }>('/api/news?locale=fr&sort=publishDate:desc&pagination[limit]=1');
    const campusButton = page.getByRole('navigation', { name: mainNavigation }).getByRole('button', { name: 'Nos campus' });
    const events = page.getByRole('region', { name: 'Prochains événements' });
    await open(`/actualites/${data[0].slug}`);
    await campusButton.click();
    await expect(events.locator('a[href^="/agenda/"]').first()).toBeVisible();
    await expect(events).toHaveAttribute('aria-busy', 'false');

    // Another visit, with the CMS failing: the block says so and keeps the agenda's link.
    await page.route('**/api/events?**', (route) => route.fulfill({ status: 500, body: '' }));
    await open(`/actualites/${data[0].slug}`);
    await campusButton.click();
    await expect(events.getByText(/ne peuvent pas être affichés pour le moment/)).toBeVisible();
    await expect(events.locator('a[href^="/agenda/"]')).toHaveCount(0);
    await expect(events.getByRole('link', { name: 'Tous les événements' })).toBeVisible();
  });
});

const ERROR_MESSAGES: Array<[number, string]> = [
  [400, 'Mauvaise requête.'],
  [401, 'Utilisateur non authentifié.'],
  [403, 'Accès refusé.'],
  [404, "Cette page n'existe pas (ou plus)."],
  [500, 'Erreur interne au serveur.'],
  [503, 'Erreur interne au serveur.'],
  [504, 'Délai de réponse dépassé.'],
  [418, 'Une erreur est survenue.'],
];

test.describe('error page', at(1440), () => {
  for (const [status, message] of ERROR_MESSAGES) {
    test(`shows the message of status ${status}`, async ({ page, open }) => {
      await open(`/error/debug?status=${status}`);
      const main = page.getByRole('main');
      // The status comes from the query string, read once the page is hydrated.
      await expect(main.getByText(`Code erreur : ${status}`)).toBeVisible();
      await expect(main.getByText(message, { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Oups !' })).toBeVisible();
      // The five suggestions, each named by its title and the line under it, and the way back.
      for (const title of ['Accueil', 'Formations', 'Campus', 'Agenda', 'Actualités']) {
        await expect(main.getByRole('link', { name: new RegExp(`^${title} `) })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: 'Revenir au site', exact: true })).toBeVisible();
    });
  }
});
