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
 * and once the web font has loaded.
 */
export const usePriorityFold = (listRef: RefObject<HTMLElement | null>, itemCount: number) => {
  const [visibleCount, setVisibleCount] = useState(itemCount);

  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const items = [...list.children] as HTMLElement[];
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      setVisibleCount(
        countFitting(
          list.clientWidth,
          items.map((item) => item.getBoundingClientRect().width),
          gap,
        ),
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of list.children) observer.observe(item);
    document.fonts?.ready.then(measure).catch(() => undefined);
    measure();
    return () => observer.disconnect();
  }, [listRef, itemCount]);

  return visibleCount;
};
