// The headings of a long text as an in-page menu beside it ("Sur cette page"): a <nav> named by
// `label`, an ordered list of links to the headings' ids; the heading being read gets
// aria-current="location". Make it sticky from the page, not here.
// <TableOfContents label="Sur cette page" items={[{ id: 'article-1', title: 'Article 1 – Objet' }]} current="article-1" />
import React from 'react';
import { cx } from './cx';
import * as styles from './table-of-contents.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

interface TableOfContentsProps {
  label: string;
  items: ReadonlyArray<{ id: string; title: string }>;
  /** The id of the heading being read. */
  current?: string;
  className?: string;
}

export const TableOfContents = ({ label, items, current, className }: TableOfContentsProps) => (
  <nav aria-label={label} className={cx(styles.toc, className)} {...SEARCH_IGNORED}>
    <p className={styles.label} aria-hidden="true">
      {label}
    </p>
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={styles.link} aria-current={item.id === current ? 'location' : undefined}>
            {item.title}
          </a>
        </li>
      ))}
    </ol>
  </nav>
);
