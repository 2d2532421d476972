// Visual regression of the site chrome at 390, 1024 and 1440 px: the header, the footer, the
// pop-in open, the sidebar open (390 px) and a navbar dropdown open (1440 px); and of the home
// page's content at 390 and 1440 px; against the baselines in
// test/browser/__screenshots__/<project>/ (committed).
//
// What changes without the design changing is masked: the upcoming events and the latest news
// (the seed dates them from the day it runs). The seeded site has no banner. Each shot waits for the web
// font and two frames; animations are frozen and the caret hidden (playwright.config.ts).
//
// To accept a change: `npx playwright test visual.spec.ts --update-snapshots`, look at the new
// images, and say in the commit message which baselines changed and why.
import type { Locator, Page } from '@playwright/test';
import { at, campusesLoaded, expect, settled, test } from './support/fixtures';

/** The parts of the chrome that depend on the day, or on another site (the footer's frame). */
const dynamicParts = (page: Page) => [
  page.getByRole('region', { name: 'Prochains événements' }),
  page.getByRole('region', { name: 'Calendrier des prochains événements' }),
  page.getByRole('region', { name: 'Actualités' }),
  // A campus page's events: dated from the day the CMS was seeded.
  page.locator('main section#event'),
  page.locator('footer iframe'),
];

// Nothing is fetched from other sites (the footer's frame, the school network's host): an empty
// page, whatever the network does. The site and the CMS are on this machine.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
});

/**
 * Hides the fixed parts (the navbar, the call-to-action bar, the back-to-top button) that would
 * lie over the footer once the page is scrolled to it, or over a page's content in a shot taller
 * than the window. Through the elements' style properties: the site's CSP refuses the style sheet
 * that toHaveScreenshot's `style` option would add.
 */
const hideFixedParts = (page: Page) =>
  page.evaluate(() => {
    const fixed = document.querySelectorAll<HTMLElement>(
      'header:not(main header), div:has(> ul[aria-label="Nos démarches"]), button[aria-label="Revenir en haut de la page"]',
    );
    for (const element of fixed) element.style.setProperty('visibility', 'hidden', 'important');
  });

const shoot = async (page: Page, target: Locator, name: string) => {
  await expect(target).toBeVisible();
  await settled(page);
  await expect(target).toHaveScreenshot(name, { mask: dynamicParts(page) });
};

const visibleHeader = (page: Page) => page.getByRole('banner').filter({ visible: true });

test.describe('visual: the chrome', at(390, 1024, 1440), () => {
  test('header', async ({ page, open }) => {
    await open('/');
    await shoot(page, visibleHeader(page), 'header.png');
  });

  test('footer', async ({ page, open }) => {
    await open('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await hideFixedParts(page);
    await shoot(page, footer, 'footer.png');
  });

  test('pop-in open', async ({ page, open }) => {
    await open('/');
    const ctas = page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true }).first();
    // At 1024 px the navbar's calls to action may be off screen: the pop-in is what is shot here.
    await ctas.getByRole('link', { name: 'Brochure' }).dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Recevoir une brochure' });
    await campusesLoaded(page);
    await expect(dialog.getByRole('combobox', { name: 'Campus' })).not.toHaveAttribute('aria-disabled', 'true');
    await shoot(page, dialog, 'popin.png');
  });
});

test.describe('visual: the sidebar', at(390), () => {
  test('sidebar open, main level and campus level', async ({ page, open }) => {
    await open('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await shoot(page, menu, 'sidebar.png');
    await menu.getByRole('button', { name: 'Nos campus' }).click();
    const campuses = page.getByRole('dialog', { name: 'Nos campus' });
    await shoot(page, campuses, 'sidebar-campus.png');
  });

  test('call-to-action bar', async ({ page, open }) => {
    await open('/');
    await shoot(page, page.getByRole('list', { name: 'Nos démarches' }).filter({ visible: true }), 'cta-bar.png');
  });
});

test.describe('visual: a navbar dropdown', at(1440), () => {
  test('Formations open', async ({ page, open }) => {
    await open('/');
    const button = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Formations' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await shoot(page, panel, 'dropdown-formations.png');
  });
});

/** Loads the pictures below the fold now: lazy ones would load, or not, as the shot scrolls. */
const loadEveryImage = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });

// The templates redesigned so far (issue 22), their whole content.
const TEMPLATE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'programme list', path: '/programmes', file: 'programme-list.png' },
  { name: 'programme', path: '/programmes/bts-sio-slam', file: 'programme.png' },
  { name: 'campus list', path: '/campus', file: 'campus-list.png' },
  { name: 'campus', path: '/campus/lyon' },
];

test.describe('visual: page content', at(390, 1440), () => {
  for (const { name, path, file = `${name}.png` } of TEMPLATE_PAGES) {
    test(name, async ({ page, open }) => {
      await open(path);
      await loadEveryImage(page);
      await hideFixedParts(page);
      await shoot(page, page.locator('main'), file);
    });
  }
});
