// The rows of the page's lists laid out as a grid (cards, links, people) that end short of the
// list's right edge: a hole after the last card. A list of one item, a list drawn as a centred
// wall (flex) and a closed disclosure's content are not rows.
import type { Page } from '@playwright/test';

export const rowsWithHoles = (page: Page) =>
  page.evaluate(() => {
    const holes: string[] = [];
    for (const list of Array.from(document.querySelectorAll<HTMLElement>('main ul, main ol'))) {
      if (getComputedStyle(list).display !== 'grid' || list.closest('nav, details:not([open])')) continue;
      const items = Array.from(list.children).filter(
        (item): item is HTMLElement => item instanceof HTMLElement && item.offsetParent !== null,
      );
      if (items.length < 2) continue;
      const edge = list.getBoundingClientRect().right;
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const rows = new Map<number, number>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
      }
      const name = list.closest('section')?.querySelector('h2')?.textContent?.trim() || list.className;
      for (const right of rows.values()) {
        if (edge - right > gap + 2) holes.push(`${name}: a row of ${items.length} items ends ${Math.round(edge - right)} px short`);
      }
    }
    return holes;
  });

// The lists whose cards end on an end tile (Grid's `end`, data-grid-end) and yet change width from
// row to row: the tile is there to take what the last row leaves, so that the cards need not.
export const unevenCards = (page: Page) =>
  page.evaluate(() => {
    const uneven: string[] = [];
    for (const end of Array.from(document.querySelectorAll<HTMLElement>('main [data-grid-end]'))) {
      const list = end.parentElement as HTMLElement;
      const full = list.getBoundingClientRect().width;
      const widths = Array.from(list.children)
        .filter((item): item is HTMLElement => item instanceof HTMLElement && item !== end && item.offsetParent !== null)
        .map((item) => Math.round(item.getBoundingClientRect().width))
        // The latest news item or blog post across the first row (a featured grid) is not one of the cards.
        .filter((width, index) => index > 0 || full - width > 1);
      const name = list.closest('section')?.querySelector('h2')?.textContent?.trim() || list.className;
      if (Math.max(...widths) - Math.min(...widths) > 1) uneven.push(`${name}: cards of ${[...new Set(widths)].join(', ')} px`);
    }
    return uneven;
  });
