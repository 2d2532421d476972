// A row of cards that scrolls sideways with scroll snap, for lists longer than a phone's screen.
// Manual only: previous/next buttons scroll by one card, it never moves by itself. Without
// JavaScript (or before hydration) it is a plain scrollable list and the buttons stay hidden.
// A region named by `label`, announced as a carousel; each child becomes one list item.
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from './cx';
import { focusableIn } from './focusable';
import { useHydrated } from './use-hydrated';
import * as styles from './carousel.module.css';

interface CarouselProps {
  children: React.ReactNode;
  /** The carousel's accessible name ("Prochaines journées portes ouvertes"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** What screen readers call this kind of region, in the page's language ("carrousel"). */
  roleDescription: string;
  /** Shown left of the buttons, on their row: the section's SectionHeader, with its "see all" as its action. */
  header?: React.ReactNode;
  /** The width of one card on a wide screen (a phone shows 85 % of its width). */
  itemWidth?: string;
  /**
   * The cards hold no link or button (quotes): the row itself takes the focus, from the server HTML
   * on, so the keyboard can scroll it before the carousel hydrates (it may hydrate late) or without
   * JavaScript. Checked again in the browser once hydrated.
   */
  cardsWithoutControls?: boolean;
  /**
   * How many cards one row holds from 1280 px (the item width's, given by the caller): with no
   * more, the arrows' room is not kept there before hydration, and "see all" ends the row at once.
   */
  cardsPerWideRow?: number;
  /**
   * Below 640 px, the cards one under the other and no arrows: for a few short cards (the next
   * three events), which a phone reads faster down the page than across it (a blind review counted
   * five rows to swipe on the home page).
   */
  stackOnPhone?: boolean;
  className?: string;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const Carousel = ({
  children,
  label,
  previousLabel,
  nextLabel,
  roleDescription,
  header,
  itemWidth = '20rem',
  cardsWithoutControls = false,
  cardsPerWideRow,
  stackOnPhone = false,
  className,
}: CarouselProps) => {
  const id = useId();
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  // A row of cards without links or buttons (quotes) gives the keyboard nothing to scroll it by:
  // the row itself then takes the focus, and the arrow keys scroll it.
  const [trackFocusable, setTrackFocusable] = useState(cardsWithoutControls);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (track) setTrackFocusable(focusableIn(track).length === 0);
  }, [children]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    const item = track?.firstElementChild;
    if (!track || !item) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    track.scrollBy({ left: direction * (item.getBoundingClientRect().width + gap), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const items = React.Children.toArray(children);
  // Everything fits: no buttons.
  const scrollable = !(edges.start && edges.end);
  return (
    <section
      aria-label={label}
      aria-roledescription={roleDescription}
      className={cx(styles.carousel, className)}
      data-fits-wide={cardsPerWideRow !== undefined && items.length <= cardsPerWideRow ? '' : undefined}
      data-stack-on-phone={stackOnPhone ? '' : undefined}
    >
      <div className={styles.bar}>
        {header ? <div className={styles.header}>{header}</div> : null}
        {/* Kept in place, unseen, until the page knows whether the row scrolls; then out of the row
            when it does not, so that the header's "see all" ends the row as in other sections. */}
        <div className={cx(styles.controls, !hydrated ? styles.controlsHidden : !scrollable && styles.controlsGone)}>
          <button
            type="button"
            className={styles.control}
            aria-label={previousLabel}
            aria-controls={id}
            aria-disabled={edges.start}
            onClick={() => {
              if (!edges.start) scroll(-1);
            }}
          >
            <ChevronLeft className={styles.controlIcon} aria-hidden="true" focusable="false" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={nextLabel}
            aria-controls={id}
            aria-disabled={edges.end}
            onClick={() => {
              if (!edges.end) scroll(1);
            }}
          >
            <ChevronRight className={styles.controlIcon} aria-hidden="true" focusable="false" />
          </button>
        </div>
      </div>
      <ul
        id={id}
        ref={trackRef}
        className={styles.track}
        style={{ '--carousel-column': `min(85%, ${itemWidth})` } as React.CSSProperties}
        onScroll={measure}
        // A scrollable region the keyboard cannot reach fails WCAG 2.1.1 (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={trackFocusable ? 0 : undefined}
      >
        {items.map((child, index) => (
          <li key={React.isValidElement(child) && child.key !== null ? child.key : index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
};
