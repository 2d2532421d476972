// The sections of a long page as a row of in-page links (objectifs, formation, admission…), named
// by `label`. On a phone the row scrolls sideways inside itself, never the page. The page says
// which section is in view with `current` (its id): that link gets aria-current and the underline.
// Make it sticky from the page (position: sticky on a wrapper), not here.
import React from 'react';
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

export const AnchorBar = ({ items, label, current, onNavigate, className }: AnchorBarProps) => (
  <nav aria-label={label} className={cx(styles.bar, className)} {...SEARCH_IGNORED}>
    <ul className={styles.list}>
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
