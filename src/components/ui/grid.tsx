// A responsive grid of cards: one column on phones, two on tablets, then up to `columns` (2, 3 or 4)
// where there is room. Columns have a minimum width and are counted from the grid's own width (a
// grid in a narrow column stays readable, nothing overflows at 320 px), and the last row is never a
// lone card beside holes (grid.module.css). as="ul" for a list of cards (wrap each in <li>).
// <Grid as="ul" columns={3} featured>…</Grid>
// With `end`, a tile after the cards fills their last row instead (an EndTile: where to go next),
// and is not shown where the cards fill their rows: <Grid as="ul" end={<EndTile … />}>…</Grid>
import React from 'react';
import { cx } from './cx';
import * as styles from './grid.module.css';

interface GridProps {
  children: React.ReactNode;
  /** The most columns on a wide screen. */
  columns?: 2 | 3 | 4;
  as?: 'div' | 'ul' | 'ol';
  gap?: 'sm' | 'md' | 'lg';
  /** The first item twice as wide and twice as tall where three columns fit (the latest news). */
  featured?: boolean;
  /** What fills the cards' last row, where they leave room in it; the cards then all keep one width. */
  end?: React.ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const COLUMNS = { 2: styles.columns2, 3: styles.columns3, 4: styles.columns4 };
const GAPS = { sm: styles.gapSmall, md: undefined, lg: styles.gapLarge };

export const Grid = ({ children, columns = 3, as: Element = 'div', gap = 'md', featured = false, end, className, ...aria }: GridProps) => {
  const EndItem = Element === 'div' ? 'div' : 'li';
  return (
    // The frame is the size container the columns are counted from.
    <div className={styles.frame}>
      <Element
        className={cx(
          styles.grid,
          COLUMNS[columns],
          GAPS[gap],
          featured && styles.featured,
          end !== undefined && styles.withEnd,
          className,
        )}
        {...aria}
      >
        {children}
        {/* data-grid-end: the browser tests measure the cards before it. */}
        {end !== undefined ? (
          <EndItem className={styles.end} data-grid-end="">
            {end}
          </EndItem>
        ) : null}
      </Element>
    </div>
  );
};
