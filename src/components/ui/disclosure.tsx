// A disclosure: a real button (aria-expanded, aria-controls) that shows a panel. It opens on
// hover where the pointer can hover, and with Enter or Space; it closes on Escape (focus back on
// the button), when the pointer leaves, and when focus leaves it. ArrowDown opens it and moves
// into the panel.
// The panel's content is only rendered while it is open: the navbar's panels hold about 250 links,
// which every page would otherwise hydrate (a third of its elements) before the first tap. Search
// engines find the pages through the sitemap.
import React, { useCallback, useId, useRef, useState } from 'react';
import { useEscape } from './use-escape';

interface DisclosureProps {
  label: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Open on hover (desktop menus). */
  hover?: boolean;
}

const canHover = () => typeof window !== 'undefined' && window.matchMedia?.('(hover: hover)').matches;

export const Disclosure = ({ label, children, className, buttonClassName, panelClassName, hover = true }: DisclosureProps) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A click right after the pointer opened the panel must not close it again.
  const openedByHover = useRef(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeWithFocus = useCallback(() => {
    if (rootRef.current?.contains(document.activeElement)) close(true);
    else setOpen(false);
  }, [close]);
  useEscape(open, closeWithFocus);

  return (
    <div
      ref={rootRef}
      className={className}
      onMouseEnter={
        hover
          ? () => {
              if (!canHover() || open) return;
              openedByHover.current = true;
              setOpen(true);
            }
          : undefined
      }
      onMouseLeave={
        hover
          ? () => {
              if (!canHover()) return;
              openedByHover.current = false;
              setOpen(false);
            }
          : undefined
      }
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          // After the panel is shown, move into it.
          requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus());
        }}
      >
        {label}
      </button>
      <div ref={panelRef} id={`${id}-panel`} className={panelClassName} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
};
