// Keeps keyboard focus inside a container while it is active (a dialog, the sidebar): focus moves
// in when it opens, Tab and Shift+Tab cycle inside, and focus returns to the opener when it closes.
import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';

export const useFocusTrap = (containerRef: RefObject<HTMLElement>, active: boolean, initialFocusRef?: RefObject<HTMLElement>) => {
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    openerRef.current = document.activeElement as HTMLElement | null;
    // The element asked for may not take focus yet (the pop-in's campus list is disabled while it
    // loads): the container then takes it, so focus is inside from the start, never left behind.
    const candidates = initialFocusRef ? [initialFocusRef.current, container] : [focusableIn(container)[0], container];
    for (const candidate of candidates) {
      candidate?.focus();
      if (container.contains(document.activeElement)) break;
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const opener = openerRef.current;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [active, containerRef, initialFocusRef]);
};
