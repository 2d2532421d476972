// Pages of a long list: a step back and a step forward as labelled buttons at the ends, the pages
// between them as round buttons (a pill for a page named rather than numbered, an icon on a
// phone, or for a page labelled by its months, its number on a phone), gaps where pages are left out. On a phone the two steps take a row of their own. Which pages, in which order, is the caller's (src/lib/news-pages.ts for the news).
// A <nav> named by `label`; the current page is marked aria-current="page".
// <Pagination label="Pagination des actualités" previous={{ href: '/actualites', label: 'Plus récentes' }}
//   entries={[{ href: '/actualites', text: 'Récentes', name: 'Les plus récentes', icon: ChevronsLeft }, 'gap', …]} next={…} />
import React from 'react';
import { Link } from 'gatsby';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { cx } from './cx';
import * as styles from './pagination.module.css';

export interface PaginationLink {
  href: string;
  /** What the button shows: a number, a short word or a page's months. */
  text: string;
  /** What a screen reader hears ("Page 3"). */
  name: string;
  current?: boolean;
  /** For a named page: the icon a phone shows instead of the word, for the row to fit. */
  icon?: LucideIcon;
  /** For a page labelled by its months: what a phone shows instead (its number), for the row to fit. */
  short?: string;
}

interface PaginationStep {
  href: string;
  label: string;
}

interface PaginationProps {
  /** The navigation's accessible name. */
  label: string;
  entries: Array<PaginationLink | 'gap'>;
  previous?: PaginationStep | null;
  next?: PaginationStep | null;
}

export const Pagination = ({ label, entries, previous, next }: PaginationProps) => {
  if (entries.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {previous ? (
          <li className={styles.end}>
            <Link to={previous.href} rel="prev" className={styles.step}>
              <ChevronLeft className={styles.icon} aria-hidden="true" focusable="false" />
              <span>{previous.label}</span>
            </Link>
          </li>
        ) : null}
        {entries.map((entry, position) =>
          entry === 'gap' ? (
            // Pages left out between two others: nothing to announce or to reach.
            <li key={`gap-${position}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={entry.href}>
              <Link
                to={entry.href}
                className={cx(styles.number, entry.icon ? styles.named : undefined)}
                aria-current={entry.current ? 'page' : undefined}
                aria-label={entry.name}
              >
                {entry.icon ? (
                  <>
                    <entry.icon className={styles.namedIcon} aria-hidden="true" focusable="false" />
                    <span className={styles.namedText}>{entry.text}</span>
                  </>
                ) : entry.short ? (
                  <>
                    <span className={styles.longText}>{entry.text}</span>
                    <span className={styles.shortText}>{entry.short}</span>
                  </>
                ) : (
                  entry.text
                )}
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li className={styles.end}>
            <Link to={next.href} rel="next" className={styles.step}>
              <span>{next.label}</span>
              <ChevronRight className={styles.icon} aria-hidden="true" focusable="false" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
