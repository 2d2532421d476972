// The sections of a long page as a row of in-page links (objectifs, formation, admission…), named
// by `label`. On a phone the row scrolls sideways inside itself, never the page. The page says
// which section is in view with `current` (its id): that link gets aria-current and the underline.
// Make it sticky from the page (position: sticky on a wrapper), not here. When the section in view
// changes, the row scrolls sideways to show its link: on a phone the later links start off-screen;
// with none in view, it scrolls back to its start.
import React, { useEffect, useRef } from 'react';
import { cx } from './cx';
import * as styles from './anchor-bar.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

export interface Anchor {
  /** The id of the section, without "#". */
  id: string;
  label: React.ReactNode;
}

interface AnchorBarProps {
  items: readonly Anchor[];
  label: string;
  /** The id of the section in view. */
  current?: string;
  onNavigate?: (id: string) => void;
  className?: string;
}

export const AnchorBar = ({ items, label, current, onNavigate, className }: AnchorBarProps) => {
  const listRef = useRef<HTMLUListElement>(null);
  // Whether the row was scrolled to show a link since it was last back at its start.
  const revealedRef = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const link = list.querySelector('[aria-current]');
    // Back above the sections (the reader scrolled up to the top): the row back at its start, so
    // that the first links show again rather than the last one read. Asked even at 0 after a
    // reveal: a smooth scroll to a later link may have only just started, and this stops it.
    if (!link) {
      if (list.scrollLeft > 0 || revealedRef.current) list.scrollTo({ left: 0 });
      revealedRef.current = false;
      return;
    }
    const [row, box] = [list.getBoundingClientRect(), link.getBoundingClientRect()];
    // Sideways only (scrollIntoView would also move the page); smooth unless the reader asked for
    // less motion (the list's scroll-behavior).
    if (box.left < row.left || box.right > row.right) {
      list.scrollBy({ left: box.left - row.left - 32 });
      revealedRef.current = true;
    }
  }, [current]);
  return (
    <nav aria-label={label} className={cx(styles.bar, className)} {...SEARCH_IGNORED}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={item.id === current ? 'location' : undefined}
              onClick={onNavigate ? () => onNavigate(item.id) : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
