// The hydration model on a phone (docs/architecture.md, "Hydration"): the controls of server HTML
// that React never hydrates, and of a block that hydrates when it comes near the screen, work before and
// after, and the page opened from a kept link is a client-side navigation, not a reload.
import type { Page } from '@playwright/test';
import { at, expect, test } from './support/fixtures';

/** Marks the document: a client-side navigation keeps the mark, a page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { esnumSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { esnumSameDocument?: boolean }).esnumSameDocument === true);

test.describe('server HTML kept without hydration', at(390), () => {
  test('a link of the hero opens its page through the router, and back returns to the home page', async ({ page, open }) => {
    await open('/');
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'Découvrir nos formations' }).click();
    await expect(page).toHaveURL(/\/programmes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    // The programme list's cards are kept HTML too: one opens its programme the same way.
    await page
      .getByRole('main')
      .getByRole('link', { name: /BTS GPME \(Gestion de la PME\)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/programmes\/bts-gpme$/);
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Apprenez les métiers du numérique/ })).toBeVisible();
  });

  test('an old address in kept HTML loads from the server, which redirects it', async ({ page, open }) => {
    await open('/');
    await markDocument(page);
    // What an editor's link to a short address looks like in the footer's kept columns.
    await page.getByRole('contentinfo').evaluate((footer) => {
      const link = Object.assign(document.createElement('a'), { href: '/jpo', textContent: 'Portes ouvertes' });
      footer.querySelector('.static-html')!.append(link);
    });
    await page.getByRole('link', { name: 'Portes ouvertes', exact: true }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('the calls to action of kept HTML open the pop-in, on the home page and a programme page', async ({ page, open }) => {
    await open('/');
    await page.getByRole('main').getByRole('link', { name: 'Recevoir la brochure' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await open('/programmes/bts-gpme');
    await page.getByRole('main').getByRole('link', { name: 'Candidater' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Candidater en ligne' })).toBeVisible();
    await expect(page).toHaveURL(/\/programmes\/bts-gpme$/);
  });
});

test.describe('a block that hydrates when it comes near the screen', at(390), () => {
  test('its carousel scrolls natively before, its buttons appear as it is scrolled to and move the row, and its links open through the router either way', async ({
    page,
    open,
  }) => {
    await open('/');
    const carousel = page.getByRole('region', { name: 'Actualités' });
    const track = carousel.getByRole('list').first();
    // Far below the hero, the block is still its server HTML: no buttons, a native scrolling list.
    await expect(carousel).not.toBeInViewport();
    await expect(carousel.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await track.evaluate((list) => list.scrollBy({ left: 200 }));
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await track.evaluate((list) => list.scrollTo({ left: 0 }));
    // Its links already open their page without a reload.
    await markDocument(page);
    const firstStory = carousel.getByRole('listitem').first().getByRole('link').first();
    const storyPath = new URL((await firstStory.getAttribute('href'))!, page.url()).pathname;
    await firstStory.dispatchEvent('click', { button: 0 });
    await expect(page).toHaveURL(new RegExp(`${storyPath}$`));
    expect(await sameDocument(page)).toBe(true);

    await open('/');
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeVisible();
    await next.click();
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('blocks waiting to hydrate when the location changes', at(390), () => {
  test('a link to an anchor of the page, followed before the carousels are scrolled to, keeps them as the server wrote them, with no error, and they still hydrate', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/');
    const carousel = page.getByRole('region', { name: 'Actualités' });
    const stories = carousel.getByRole('listitem');
    const count = await stories.count();
    expect(count).toBeGreaterThan(0);
    await expect(carousel.getByRole('button', { name: 'Suivant' })).toHaveCount(0);

    // What a link to a part of the page does (an editor's link in rich text, a table of contents).
    await page.getByRole('main').evaluate((main) => {
      const link = Object.assign(document.createElement('a'), { href: '#main', textContent: 'Vers le contenu' });
      main.prepend(link);
    });
    await page.getByRole('link', { name: 'Vers le contenu' }).click();
    await expect(page).toHaveURL(/#main$/);
    // The router applies the change after a promise and a frame, in a render of its own; the page
    // shows nothing of it. Before the fix, React's error and the emptied carousels followed within
    // 100 ms, and the carousels never came back: the checks below, once the carousel is scrolled
    // to, fail then whatever the timing.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
    );
    await expect(stories).toHaveCount(count);
    expect(pageErrors).toEqual([]);

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Suivant' })).toBeVisible();
    await expect(stories).toHaveCount(count);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('the skip link', at(390), () => {
  test('puts the focus on the page content, and the next Tab reaches the content, not the top of the page again', async ({
    page,
    open,
  }) => {
    await open('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
  });
});

// Without JavaScript at 1440 px (on a phone the consent banner, which needs JavaScript to go, covers
// the hero): what the kept HTML is before the app runs.
test.describe('before the app runs', at(1440), () => {
  test.use({ javaScriptEnabled: false });

  test('the same controls are plain links to their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Recevoir la brochure' }).first().click();
    await expect(page).toHaveURL(/\/crm\/brochure$/);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Découvrir nos formations' }).click();
    await expect(page).toHaveURL(/\/programmes$/);
  });
});
