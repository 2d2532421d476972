// The mobile layout at 390 px: the burger and the sidebar's three levels, a visitor's journey
// through them to a page and back to a call to action, and the call-to-action bar.
import type { Page } from '@playwright/test';
import { at, expect, test } from './support/fixtures';

const burgerOf = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });

/**
 * Records, from now on, whether the sidebar and the pop-in were ever in the page at the same time
 * (read back with `bothOpenSeen`): the sidebar must be gone before the pop-in opens.
 */
const watchSidebarAndPopin = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as { __bothOpen?: boolean };
    state.__bothOpen = false;
    const check = () => {
      if (document.getElementById('sidebar-menu') && document.getElementById('pop-in')) state.__bothOpen = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
const bothOpenSeen = (page: Page) => page.evaluate(() => (window as unknown as { __bothOpen?: boolean }).__bothOpen);

/**
 * Follows a call to action of the open sidebar: the sidebar is gone before its pop-in opens, which
 * takes the focus; Escape closes the pop-in and gives the focus back to the burger.
 */
const callToActionFromSidebar = async (page: Page, cta: string, popinTitle: string) => {
  await watchSidebarAndPopin(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: cta }).click();
  const popin = page.getByRole('dialog', { name: popinTitle });
  await expect(popin).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await bothOpenSeen(page)).toBe(false);
  await expect.poll(() => popin.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(burgerOf(page)).toBeFocused();
};

test.describe('mobile navbar and sidebar', at(390), () => {
  test('goes down three levels, back, and closes, focus back on the burger', async ({ page, open }) => {
    await open('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const burger = burgerOf(page);
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
    await expect(page.getByRole('dialog', { name: 'Formations' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'BTS' }).click();
    const level3 = page.getByRole('dialog', { name: 'BTS' });
    await expect(level3).toBeVisible();
    expect(await level3.getByRole('link').count()).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('dialog', { name: 'Formations' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toBeFocused();
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('journey: two levels down, back one, a link to its page, then a call to action from the sidebar', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/');
    const burger = burgerOf(page);
    await burger.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');

    // Main → submenu → sub-submenu; each level's title takes the focus (announced by screen readers).
    await sidebar.getByRole('button', { name: 'Formations' }).click();
    const formations = page.getByRole('dialog', { name: 'Formations' });
    await expect(formations).toBeVisible();
    await expect(formations.getByRole('heading', { name: 'Formations' })).toBeFocused();
    await formations.getByRole('button', { name: 'BTS' }).click();
    const bts = page.getByRole('dialog', { name: 'BTS' });
    await expect(bts.getByRole('heading', { name: 'BTS' })).toBeFocused();

    // Back returns one level, not to the top.
    await bts.getByRole('button', { name: 'Retour' }).click();
    await expect(formations).toBeVisible();
    await expect(formations.getByRole('button', { name: 'BTS' })).toBeVisible();
    await formations.getByRole('button', { name: 'BTS' }).click();

    const link = bts.getByRole('link').first();
    const target = new URL((await link.getAttribute('href'))!, 'http://site').pathname;
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Focus is not lost on the removed link (nor on the page's body): it is on the menu button
    // the visitor used, or on the new page's content.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'body';
          if (active.getAttribute('aria-label') === 'Ouvrir le menu') return 'burger';
          return active.closest('main') || active.id === 'gatsby-focus-wrapper' ? 'page content' : active.outerHTML.slice(0, 120);
        }),
      )
      .toMatch(/^(burger|page content)$/);

    // Again from the new page: a call to action in the sidebar closes it, then opens the pop-in.
    await burger.click();
    await expect(sidebar).toBeVisible();
    await callToActionFromSidebar(page, 'Brochure', 'Recevoir une brochure');
    expect(pageErrors).toEqual([]);
  });

  test('closes the sidebar before the pop-in of a call to action opens', async ({ page, open }) => {
    await open('/');
    await burgerOf(page).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await callToActionFromSidebar(page, 'Candidater', 'Candidater en ligne');
  });

  test('has the call-to-action bar at the bottom of the screen', async ({ page, open }) => {
    await open('/agenda');
    const bar = page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true });
    await expect(bar).toHaveCount(1);
    const box = (await bar.boundingBox())!;
    const { height } = page.viewportSize()!;
    expect(box.y + box.height).toBeGreaterThan(height - 50);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  });

  test("has it on a section's landing page as on every other page, and not over a legal text", async ({ page, open }) => {
    const bar = page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true });
    for (const landing of ['/ecole', '/admission', '/contactez-nous']) {
      await open(landing);
      await expect(bar.getByRole('link', { name: 'Candidater' })).toBeVisible();
    }
    await open('/cgv');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("stacks the home page's next events down the screen, with no arrows to swipe them by", async ({ page, open }) => {
    await open('/');
    const events = page.getByRole('region', { name: 'Calendrier des prochains événements' });
    const cards = events.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    // Polled: the list is refreshed from the CMS after hydration, and its cards may be measured mid-change.
    await expect
      .poll(async () => {
        const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        // A card the refresh is replacing has no box for a moment (CI, December 2026): measured again.
        if (!first || !second) return { below: false, sameColumn: false };
        return { below: second.y >= first.y + first.height, sameColumn: second.x === first.x };
      })
      .toEqual({ below: true, sameColumn: true });
    await expect(events.getByRole('button', { name: 'Suivant' })).toBeHidden();
    // The news still scroll sideways (their cards carry a picture each): side by side in one row.
    // Polled as the events are: their refresh can move the news between two measures (CI, December 2026).
    const news = page.getByRole('region', { name: 'Actualités' }).getByRole('listitem');
    await expect
      .poll(async () => {
        const [latest, next] = [await news.nth(0).boundingBox(), await news.nth(1).boundingBox()];
        if (!latest || !next) return { sameRow: false, after: false };
        return { sameRow: next.y === latest.y, after: next.x > latest.x + latest.width };
      })
      .toEqual({ sameRow: true, after: true });
  });

  test("shows no bar repeating the brochure's form on the brochure's page, nor the room kept for it", async ({ page, open }) => {
    await open('/crm/brochure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recevoir une brochure');
    await expect(page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true })).toHaveCount(0);
    // The footer ends the page: no white band under it where the bar would have been.
    const gapUnderFooter = await page
      .getByRole('contentinfo')
      .evaluate((footer) => document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY));
    expect(gapUnderFooter).toBeLessThanOrEqual(1);
  });
});
