// While an element is fixed at the bottom of the screen, the page keeps room for it: the end of
// the page can scroll above it, and the browser scrolls a focused element clear of it (WCAG 2.2,
// 2.4.11 Focus Not Obscured).
import { type RefObject, useEffect } from 'react';

export const useReservedBottomSpace = (ref: RefObject<HTMLElement>) => {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const { body } = document;
    const previous = { scrollPadding: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.scrollPaddingBottom = previous.scrollPadding;
      body.style.paddingBottom = previous.padding;
    };
  }, [ref]);
};
