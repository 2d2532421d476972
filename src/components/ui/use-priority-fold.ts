// "Priority+" navigation: a row of items shows as many as fit its container, in order; the rest
// fold away (into a menu the caller offers). The items stay in the document while folded, hidden
// but measurable (see the caller's CSS), so that growing the window brings them back.
import { type RefObject, useLayoutEffect, useState } from 'react';

/** How many items, taken in order, fit in `available` pixels with `gap` pixels between them. */
export const countFitting = (available: number, widths: number[], gap = 0) => {
  let used = 0;
  for (let index = 0; index < widths.length; index++) {
    used += widths[index] + (index > 0 ? gap : 0);
    // Half a pixel of slack: sub-pixel widths add up to a rounding error, not an overflow.
    if (used > available + 0.5) return index;
  }
  return widths.length;
};

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * The number of the list's children that fit on its line (all of them before the first measure,
 * so the server's HTML lists every item). Measured again when the list or an item changes size,
 * once the web font has loaded, and when `remeasure` changes.
 *
 * `reserveRef` is the control that offers the folded items (a menu button), where the caller's
 * CSS shows it only because items folded (its `--shown-by-fold` is 1): its room counts as the
 * list's when every item would fit there, since it then hides. Without that, an item folded once
 * (the button then taking its room) stayed folded for good.
 */
export const usePriorityFold = (
  listRef: RefObject<HTMLElement | null>,
  itemCount: number,
  reserveRef?: RefObject<HTMLElement | null>,
  remeasure?: unknown,
) => {
  const [visibleCount, setVisibleCount] = useState(itemCount);

  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const widths = ([...list.children] as HTMLElement[]).map((item) => item.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const reserve = reserveRef?.current;
      const reclaimable =
        reserve && reserve.offsetWidth > 0 && getComputedStyle(reserve).getPropertyValue('--shown-by-fold').trim() === '1'
          ? reserve.offsetWidth + (parseFloat(getComputedStyle(reserve.parentElement ?? reserve).columnGap) || 0)
          : 0;
      const all = countFitting(list.clientWidth + reclaimable, widths, gap) === widths.length;
      setVisibleCount(all ? widths.length : countFitting(list.clientWidth, widths, gap));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    document.fonts?.ready.then(measure).catch(() => undefined);
    measure();
    return () => observer.disconnect();
  }, [listRef, itemCount, reserveRef, remeasure]);

  return visibleCount;
};
