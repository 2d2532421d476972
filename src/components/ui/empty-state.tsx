// What a list shows when it has nothing to show (no programme for these filters, no event yet):
// an icon, a title, a sentence that says what to do, and an optional action to get out of it.
// <EmptyState icon={SearchX} title="Aucune formation" text="Retirez un filtre." action={<Button onClick={reset}>Tout voir</Button>} />
import React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './heading';
import * as styles from './empty-state.module.css';

interface EmptyStateProps {
  title: React.ReactNode;
  level?: HeadingLevel;
  text?: React.ReactNode;
  /** A lucide icon (decorative). Required: a default would be bundled with every page that has an empty state. */
  icon: LucideIcon;
  action?: React.ReactNode;
  className?: string;
}

export const EmptyState = ({ title, level = 2, text, icon: Icon, action, className }: EmptyStateProps) => (
  <div className={cx(styles.empty, className)}>
    <span className={styles.iconBox} aria-hidden="true">
      <Icon className={styles.icon} focusable="false" />
    </span>
    <Heading level={level} className={styles.title}>
      {title}
    </Heading>
    {text ? <p className={styles.text}>{text}</p> : null}
    {action ? <div className={styles.action}>{action}</div> : null}
  </div>
);
