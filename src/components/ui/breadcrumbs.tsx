// Where the page sits in the site: a <nav> named by `label` ("Fil d'Ariane"), an ordered list of
// links, the last item (the page itself) as text marked aria-current="page".
// <Breadcrumbs label="Fil d'Ariane" items={[{ label: 'Accueil', to: '/' }, { label: 'Formations' }]} />
import React from 'react';
import { Link } from 'gatsby';
import { ChevronRight } from 'lucide-react';
import { cx } from './cx';
import * as styles from './breadcrumbs.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

export interface Crumb {
  label: React.ReactNode;
  /** The page's path; the last crumb (this page) needs none. */
  to?: string;
}

interface BreadcrumbsProps {
  items: Crumb[];
  /** The navigation's accessible name. */
  label: string;
  inverse?: boolean;
  className?: string;
}

export const Breadcrumbs = ({ items, label, inverse = false, className }: BreadcrumbsProps) => (
  <nav aria-label={label} className={cx(styles.breadcrumbs, inverse && styles.inverse, className)} {...SEARCH_IGNORED}>
    <ol className={styles.list}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <li key={index} className={styles.item}>
            {index > 0 ? <ChevronRight className={styles.separator} aria-hidden="true" focusable="false" /> : null}
            {last || item.to === undefined ? (
              <span className={last ? styles.current : styles.plain} aria-current={last ? 'page' : undefined}>
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
