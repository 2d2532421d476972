// Scrolling after a route change (spec §2): to the anchor of the URL, 250 px above it, or to the
// top; 100 ms later, smoothly, or instantly for visitors who prefer reduced motion. Back and
// forward are not new navigations: they go back to where the visitor was on that page. A filter
// applied to a list keeps the visitor where they are.
import { SCROLL_DELAY_MS, SCROLL_TO_HASH_OFFSET_PX } from '@/lib/constants';
import type { KEEP_SCROLL } from '@/lib/keep-scroll';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

const anchorTarget = (hash: string) => {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** Where to scroll for a hash: the anchor's top minus the offset, or the top of the page. */
export const scrollTargetTop = (hash: string) => {
  const target = anchorTarget(hash);
  if (!target) return 0;
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_TO_HASH_OFFSET_PX);
};

export const scrollAfterNavigation = (hash: string) =>
  window.setTimeout(() => window.scrollTo({ top: scrollTargetTop(hash), behavior: scrollBehavior() }), SCROLL_DELAY_MS);

export const scrollToTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });

let historyStep = false;

/**
 * Notes back and forward (the browser's popstate), which the router does not tell apart from links,
 * and leaves restoring the position to Gatsby alone. With the browser's own restoration ('auto'),
 * Chrome could scroll the page still on screen to the position of the entry being restored, before
 * React drew that entry: Gatsby's scroll listener then saved that position under the page being
 * left, and going forward to it again landed 800 px down a news item instead of at its top.
 */
export const watchHistorySteps = () => {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    historyStep = true;
  });
};

/**
 * Gatsby's shouldUpdateScroll: true lets Gatsby put back the position it saved for that history
 * entry (back and forward); otherwise this scrolls as the spec says, or not at all for a filter.
 */
export const updateScrollAfterNavigation = (location: { hash: string; state?: unknown }): boolean => {
  if (historyStep) {
    historyStep = false;
    return true;
  }
  if ((location.state as Partial<typeof KEEP_SCROLL> | null | undefined)?.keepScroll) return false;
  scrollAfterNavigation(location.hash);
  return false;
};
