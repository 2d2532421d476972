// Visual regression of the site chrome at 390, 1024 and 1440 px: the header, the footer, the
// pop-in open, the sidebar open (390 px), the site search's results (390 and 1440 px) and a navbar
// dropdown open (1440 px); and of the content
// of every template at 390 and 1440 px; against the baselines in
// test/browser/__screenshots__/<project>/ (committed).
//
// The environment lives on the suite's day (test/integration/support/suite-day.ts), so the dates
// and their wrapping are the same on any day the suite runs. What changes with the content rather
// than the design is masked still: the upcoming events, the latest news and every date (a change
// of the seed's dates is not a change of design). Where the dates also decide the layout (the
// agenda's months, an event's calendar leaf), the shot is of the parts they do not move. The seeded
// site has no banner. Each shot waits for the web
// font and two frames; animations are frozen and the caret hidden (playwright.config.ts).
//
// To accept a change: `npx playwright test visual.spec.ts --update-snapshots`, look at the new
// images, and say in the commit message which baselines changed and why.
import type { Locator, Page } from '@playwright/test';
import { TEMPLATES, templatePath } from '../integration/support/templates';
import { at, campusesLoaded, expect, settled, test } from './support/fixtures';
import { searchForProgrammes } from './support/site-search';

/** The parts of the chrome that depend on the day, or on another site (the footer's frame). */
const dynamicParts = (page: Page) => [
  page.getByRole('region', { name: 'Prochains événements' }),
  page.getByRole('region', { name: 'Calendrier des prochains événements' }),
  page.getByRole('region', { name: 'Actualités' }),
  // A campus page's events: dated from the day the CMS was seeded.
  page.locator('main section#event'),
  // An event page's next events, and every date of a page.
  page.getByRole('region', { name: 'Les prochains événements' }),
  page.locator('main time'),
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
      'header:not(main header), nav[aria-label="Nos démarches"], button[aria-label="Revenir en haut de la page"]',
    );
    for (const element of fixed) element.style.setProperty('visibility', 'hidden', 'important');
  });

const shoot = async (page: Page, target: Locator, name: string, alsoMasked: Locator[] = []) => {
  await expect(target).toBeVisible();
  await settled(page);
  await expect(target).toHaveScreenshot(name, { mask: [...dynamicParts(page), ...alsoMasked] });
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

test.describe('visual: the site search', at(390, 1440), () => {
  test('the results of "cyber"', async ({ page, open }) => {
    await open('/');
    const dialog = await searchForProgrammes(page, 'cyber');
    // The other groups' excerpts (news, events, campuses with their events) hold the seed's dates.
    const otherGroups = dialog.getByRole('region').filter({ hasNot: page.getByRole('heading', { name: /^Formations/ }) });
    await shoot(page, dialog, 'search-results.png', [otherGroups]);
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

/** A template's page and what of it is shot: its whole content unless said. */
interface TemplateShot {
  name: string;
  /** A path, or the template's entry in TEMPLATES (its first page in the build). */
  path: string | { template: string };
  /** The parts shot, from the top of the first to the bottom of the last, when the dates move the rest. */
  parts?: (page: Page) => Locator[];
  /** What else the dates change, masked. */
  mask?: (page: Page) => Locator[];
}

const TEMPLATE_SHOTS: TemplateShot[] = [
  { name: 'home', path: '/' },
  { name: 'programme-list', path: '/programmes' },
  { name: 'programme', path: '/programmes/bts-sio-slam' },
  { name: 'programme-comparison', path: '/programmes/comparer?formations=bachelor-developpement-web,programme-grande-ecole,bts-sio-slam' },
  { name: 'campus-list', path: '/campus' },
  { name: 'campus', path: '/campus/lyon' },
  { name: 'news-list', path: '/actualites' },
  { name: 'news-article', path: { template: 'news article' } },
  // The months and the cards under them follow the seed's day: the head and the filters.
  {
    name: 'agenda',
    path: '/agenda',
    // On a phone the filters are behind the bar's "Filtres" button; the panel is a wider screen's.
    parts: (page) => [
      page.locator('main > header'),
      page.viewportSize()!.width < 640 ? page.getByRole('button', { name: /^Filtres/ }) : page.locator('main').getByRole('search'),
    ],
  },
  // The calendar leaf shows the seed's day, and the date in the facts row below the head takes one
  // line or two depending on the day (a long weekday and month at 1440 px): the head, then what
  // follows the facts row, each shot on its own.
  {
    name: 'event',
    path: { template: 'event' },
    parts: (page) => [page.locator('main article > header')],
    mask: (page) => [page.locator('main [class*="leafFrame"]')],
  },
  {
    name: 'event-details',
    path: { template: 'event' },
    parts: (page) => [page.locator('main div:has(> aside[aria-labelledby="event-practical"])')],
  },
  { name: 'blog-list', path: '/blog' },
  { name: 'blog-post', path: { template: 'blog post' } },
  { name: 'job-offers', path: '/offres-alternance' },
  { name: 'job-profile-list', path: '/metiers' },
  { name: 'job-profile', path: { template: 'job profile' } },
  { name: 'article', path: '/cgv' },
  { name: 'section-page', path: '/ecole' },
  { name: 'crm-brochure', path: '/crm/brochure' },
  { name: 'not-found', path: '/une-page-qui-n-existe-pas' },
  { name: 'error-page', path: '/error/debug?status=503' },
];

const pathOf = ({ path }: TemplateShot) =>
  typeof path === 'string' ? path : templatePath(TEMPLATES.find((template) => template.name === path.template)!);

/** The box from the top of the first part to the bottom of the last, across the page's width. */
const boxAround = async (page: Page, parts: Locator[]) => {
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  const top = Math.min(...boxes.map((box) => box.y));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  const scrollY = await page.evaluate(() => window.scrollY);
  return { x: 0, y: top + scrollY, width: page.viewportSize()!.width, height: bottom - top };
};

test.describe('visual: page content', at(390, 1440), () => {
  for (const shot of TEMPLATE_SHOTS) {
    test(shot.name, async ({ page, open }) => {
      await open(pathOf(shot));
      await loadEveryImage(page);
      await hideFixedParts(page);
      const mask = [...dynamicParts(page), ...(shot.mask?.(page) ?? [])];
      if (shot.parts) {
        const parts = shot.parts(page);
        for (const part of parts) await expect(part).toBeVisible();
        await settled(page);
        await expect(page).toHaveScreenshot(`${shot.name}.png`, { fullPage: true, clip: await boxAround(page, parts), mask });
      } else {
        await expect(page.locator('main')).toBeVisible();
        await settled(page);
        await expect(page.locator('main')).toHaveScreenshot(`${shot.name}.png`, { mask });
      }
    });
  }
});
