// The head of a page section: a short eyebrow above the title, the title at the level the page
// outline needs, a lead paragraph and an optional action ("Voir toutes les formations") at the side
// on wide screens. Give `id` to label the section: <section aria-labelledby="news-title">.
import React from 'react';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './heading';
import * as styles from './section-header.module.css';

interface SectionHeaderProps {
  title: React.ReactNode;
  level?: HeadingLevel;
  /** The heading's id, for aria-labelledby. */
  id?: string;
  eyebrow?: React.ReactNode;
  lead?: React.ReactNode;
  /** A link or button at the end of the header (a Button, usually ghost). */
  action?: React.ReactNode;
  align?: 'start' | 'center';
  /** Light text for a section on the brand navy. */
  inverse?: boolean;
  className?: string;
}

export const SectionHeader = ({
  title,
  level = 2,
  id,
  eyebrow,
  lead,
  action,
  align = 'start',
  inverse = false,
  className,
}: SectionHeaderProps) => (
  <header className={cx(styles.header, align === 'center' && styles.center, inverse && styles.inverse, className)}>
    <div className={styles.text}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      {/* A title that ends on its own mark ("Et demain ?") takes no pixel after it. */}
      <Heading
        level={level}
        id={id}
        className={styles.title}
        data-mark-ended={(typeof title === 'string' && /[?!…]$/.test(title)) || undefined}
      >
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
    {action ? <div className={styles.action}>{action}</div> : null}
  </header>
);
