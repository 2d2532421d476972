// Links as a cloud of pills, each with its icon: the jobs a programme leads to. CampusLinks draws
// the campuses' pills with the same styles, in a module of its own: a module's exports all travel
// with it, and the home page's first load has no room for this one.
import React from 'react';
import { Link } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import * as styles from './pill-links.module.css';

export interface PillLink {
  /** A path in the page's language. */
  to: string;
  label: React.ReactNode;
}

export const PillLinks = ({ links, icon: Icon, className }: { links: readonly PillLink[]; icon: LucideIcon; className?: string }) => (
  <ul className={cx(styles.pills, className)}>
    {links.map((link) => (
      <li key={link.to}>
        <Link to={link.to} className={styles.pill}>
          <Icon className={styles.pin} aria-hidden="true" focusable="false" />
          {link.label}
        </Link>
      </li>
    ))}
  </ul>
);
