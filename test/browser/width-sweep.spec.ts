// The width sweep: one page of every template, resized through 24 widths from 320 to 2560 px
// (no reload: the chrome must follow a window being resized too). At each width:
// - the page does not scroll sideways (the document is no wider than the viewport);
// - the four calls to action (Brochure, Contact, Agenda, Candidater) and the language switch are
//   within reach: on screen at the top of the page, inside the viewport horizontally, not cut by
//   an ancestor that hides its overflow and not covered (the element at their centre is theirs);
//   or one tap away: the menu button is on screen, and they are in the sidebar it opens;
// - no list of cards ends a row on a hole, and the cards of a grid that ends on a tile (where to
//   go next) keep one width from row to row (support/card-rows.ts).
// Every failing width of a template is reported with what was measured. This runs in its own
// project (`sweep`, see playwright.config.ts), as it sets its own widths.
import type { Locator, Page } from '@playwright/test';
import { TEMPLATES, templatePath } from '../integration/support/templates';
import { rowsWithHoles, unevenCards } from './support/card-rows';
import { expect, test } from './support/fixtures';

const WIDTHS = [
  320, 360, 390, 414, 480, 600, 640, 768, 820, 900, 901, 960, 1024, 1100, 1180, 1280, 1300, 1301, 1366, 1440, 1536, 1680, 1920, 2560,
];
const HEIGHT = 900;
const CTAS = ['Brochure', 'Contact', 'Agenda', 'Candidater'];
const LANGUAGE_SWITCH = /^(EN|English)\b/;

/** The pages, by name (the paths of the pages of one entry are read from the build in the test). */
const PAGES = [
  ...TEMPLATES.map((template) => ({ name: template.name, path: () => templatePath(template) })),
  { name: 'error page', path: () => '/error/debug?status=404' },
  // Not a template of TEMPLATES (not indexed: no canonical address), and its table is the widest content.
  {
    name: 'programme comparison',
    path: () => '/programmes/comparer?formations=bts-sio-slam,bachelor-developpement-web,programme-grande-ecole',
  },
];

const MENU_BUTTON = 'Ouvrir le menu';

/**
 * What a visitor must reach (the calls to action and the language switch), and the menu button, in
 * the page or in the sidebar: one locator, so that one call measures them all.
 */
const reachables = (scope: Page | Locator, page: Page) =>
  scope
    .getByRole('list', { name: 'Nos démarches' })
    .getByRole('link')
    .or(scope.getByRole('link', { name: LANGUAGE_SWITCH }))
    .or(page.getByRole('button', { name: MENU_BUTTON }));

const TARGETS = [
  ...CTAS.map((name) => ({ label: `'${name}'`, matches: (found: string) => found === name })),
  { label: 'the language switch', matches: (found: string) => LANGUAGE_SWITCH.test(found) },
];

/**
 * Waits until the layout has caught up with a resize: the fonts are ready and the document's width
 * and the chrome's boxes are the same on two frames in a row (the layout switch at 900 px goes
 * through a React state update, a frame or two after the resize).
 */
const waitForLayout = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const snapshot = () =>
      JSON.stringify([
        document.documentElement.scrollWidth,
        [...document.querySelectorAll('header, header a, header button, ul[aria-label]')].map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return [left, right, top, bottom];
        }),
      ]);
    let previous = '';
    for (let frames = 0; frames < 120; frames++) {
      await frame();
      const current = snapshot();
      if (current === previous) return;
      previous = current;
    }
  });

interface Measured {
  /** The element's accessible name as written (its aria-label, or its text). */
  name: string;
  /** Why it is out of reach, or null. */
  reason: string | null;
}

/**
 * Each element's name and why it is out of reach (null when it is within reach). `scroll` first
 * scrolls it into view inside its scrolling container (the sidebar's list scrolls; the page does not).
 */
const measure = (elements: Locator, scroll = false): Promise<Measured[]> =>
  elements.evaluateAll((found, scrollFirst) => {
    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''}>`
        : 'nothing';
    const viewport = document.documentElement.clientWidth;
    const why = (element: Element) => {
      if (scrollFirst) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const span = `${Math.round(box.left)}–${Math.round(box.right)} px`;
      if (box.width === 0 || box.height === 0) return 'has no size';
      if (box.left < -0.5 || box.right > viewport + 0.5) return `spans ${span}, outside the viewport (0–${viewport} px)`;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          return `spans ${span}, cut by ${describe(ancestor)} (${Math.round(clip.left)}–${Math.round(clip.right)} px)`;
        }
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === element || element.contains(hit))) {
        return `at ${span}, ${Math.round(box.top)}–${Math.round(box.bottom)} px down, is covered by ${describe(hit)} (or off screen)`;
      }
      return null;
    };
    return found.map((element) => ({
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      reason: why(element),
    }));
  }, scroll);

/** Null when one of the elements of that name is within reach, else why none is. */
const reachOf = (measured: Measured[], matches: (name: string) => boolean) => {
  const candidates = measured.filter(({ name }) => matches(name));
  if (candidates.some(({ reason }) => reason === null)) return null;
  return candidates.length === 0 ? 'is not on screen' : candidates.map(({ reason }) => reason).join('; ');
};

/** The problems at the current width, each one line. */
const problemsAt = async (page: Page, width: number) => {
  const problems: string[] = [];
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) {
    problems.push(
      `${width} px: scrolls sideways by ${scrollWidth - clientWidth} px (document ${scrollWidth} px wide, viewport ${clientWidth} px)`,
    );
  }

  const onPage = await measure(reachables(page, page));
  const missing = TARGETS.flatMap((target) => {
    const why = reachOf(onPage, target.matches);
    return why ? [{ ...target, why }] : [];
  });
  if (missing.length === 0) return problems;

  // One tap away: the menu button, and what is missing in the sidebar it opens.
  const burgerWhy = reachOf(onPage, (name) => name === MENU_BUTTON);
  if (burgerWhy) {
    for (const { label, why } of missing) problems.push(`${width} px: ${label} ${why}, and the menu button ${burgerWhy}`);
    return problems;
  }
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  // The sidebar slides in (200 ms): measure where it comes to rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const inSidebar = await measure(reachables(sidebar, page).and(sidebar.locator('*')), true);
  for (const { label, matches, why } of missing) {
    const sidebarWhy = reachOf(inSidebar, matches);
    if (sidebarWhy) problems.push(`${width} px: ${label} ${why}, and in the sidebar ${sidebarWhy}`);
  }
  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
};

test.describe('width sweep', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { name, path: pathOf } of PAGES) {
    test(`${name}: no sideways scroll, calls to action and language switch within reach, grids without holes`, async ({ page, open }) => {
      const path = pathOf();
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await open(path);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await waitForLayout(page);
        problems.push(...(await problemsAt(page, width)));
        const grids = [...(await rowsWithHoles(page)), ...(await unevenCards(page))];
        problems.push(...grids.map((problem) => `${width} px: ${problem}`));
      }
      expect(problems, `${name} (${path}) at the widths below`).toEqual([]);
    });
  }
});
