// A responsive grid of cards: one column on phones, two on tablets, then up to `columns` (3 or 4)
// on wide screens. Columns have a minimum width, so a grid in a narrow column stays readable and
// nothing overflows at 320 px. as="ul" for a list of cards (wrap each in <li>).
import React from 'react';
import { cx } from './cx';
import * as styles from './grid.module.css';

interface GridProps {
  children: React.ReactNode;
  /** The most columns on a wide screen. */
  columns?: 2 | 3 | 4;
  as?: 'div' | 'ul' | 'ol';
  gap?: 'md' | 'lg';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const COLUMNS = { 2: styles.columns2, 3: styles.columns3, 4: styles.columns4 };

export const Grid = ({ children, columns = 3, as: Element = 'div', gap = 'md', className, ...aria }: GridProps) => (
  <Element className={cx(styles.grid, COLUMNS[columns], gap === 'lg' && styles.gapLarge, className)} {...aria}>
    {children}
  </Element>
);
