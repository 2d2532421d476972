// The key facts of a page as tiles: an icon, the term, the value (rhythm, levels, duration; an
// address, a date). A description list, so that each value is read with its term.
// <Facts items={[{ icon: Clock, term: 'Durée', value: '2 ans' }]} />
import React from 'react';
import type { LucideIcon } from 'lucide-react';
import { evenRowLength } from '@/lib/even-rows';
import { cx } from './cx';
import * as styles from './facts.module.css';

export interface Fact {
  icon: LucideIcon;
  term: React.ReactNode;
  value: React.ReactNode;
  /** The tile's own class: e.g. drawn elsewhere on a phone, but kept for a screen reader. */
  className?: string;
}

/** Up to four tiles a row on a tablet, the rows as even as the count allows: six make two rows of three, not five and one. */
const tabletColumns = (count: number) => evenRowLength(count, 4);

export const Facts = ({ items, className }: { items: readonly Fact[]; className?: string }) => (
  <dl className={cx(styles.facts, className)} style={{ '--facts-tablet-columns': tabletColumns(items.length) } as React.CSSProperties}>
    {items.map(({ icon: Icon, term, value, className: factClassName }, index) => (
      <div key={index} className={cx(styles.fact, factClassName)}>
        {/* In the term: a description list's group holds only its terms and values. */}
        <dt className={styles.term}>
          <Icon className={styles.icon} aria-hidden="true" focusable="false" />
          {term}
        </dt>
        {/* A space between the two for the site search's excerpts (Pagefind joins their text); none on screen. */}{' '}
        <dd className={styles.value}>{value}</dd>
      </div>
    ))}
  </dl>
);
