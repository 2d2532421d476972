// Numbered pages of a long list: previous and next as labelled buttons at the ends, the first, the
// last and the pages around the current one as round buttons, gaps where numbers are left out. A
// <nav> named by `label`; the current page is marked aria-current="page".
// <Pagination label="Pagination des actualités" page={2} pageCount={6} href={(n) => `/actualites/page/${n}`} … />
import React from 'react';
import { Link } from 'gatsby';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '@/lib/pagination';
import * as styles from './pagination.module.css';

interface PaginationProps {
  /** The navigation's accessible name. */
  label: string;
  page: number;
  pageCount: number;
  /** The address of page n. */
  href: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** What a screen reader hears for a number ("Page 3"). */
  pageLabel: (page: number) => string;
}

export const Pagination = ({ label, page, pageCount, href, previousLabel, nextLabel, pageLabel }: PaginationProps) => {
  if (pageCount < 2) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li className={styles.end}>
            <Link to={href(page - 1)} rel="prev" className={styles.step}>
              <ChevronLeft className={styles.icon} aria-hidden="true" focusable="false" />
              <span className={styles.stepLabel}>{previousLabel}</span>
            </Link>
          </li>
        ) : null}
        {paginationWindow(page, pageCount).map((n, position) =>
          n === 'gap' ? (
            // Pages left out between two numbers: nothing to announce or to reach.
            <li key={`gap-${position}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} className={styles.number} aria-current={n === page ? 'page' : undefined} aria-label={pageLabel(n)}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li className={styles.end}>
            <Link to={href(page + 1)} rel="next" className={styles.step}>
              <span className={styles.stepLabel}>{nextLabel}</span>
              <ChevronRight className={styles.icon} aria-hidden="true" focusable="false" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
