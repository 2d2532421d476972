// Scrolling after a route change (spec §2): to the anchor of the URL, 250 px above it, or to the
// top; 100 ms later, smoothly, or instantly for visitors who prefer reduced motion.
import { SCROLL_DELAY_MS, SCROLL_TO_HASH_OFFSET_PX } from '@/lib/constants';

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
