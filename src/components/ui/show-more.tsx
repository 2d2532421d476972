// The rest of a long list behind a button: a native <details>, so it opens without JavaScript, the
// browser's find-in-page opens it, and no script runs for it. The summary reads as a button ("Voir
// les 20 autres offres") and disappears once the list is open.
// <ShowMore label="Voir les 20 autres offres"><Grid as="ul">…</Grid></ShowMore>
import React from 'react';
import { ChevronDown } from 'lucide-react';
import { buttonClassName } from './button';
import { cx } from './cx';
import * as styles from './show-more.module.css';

interface ShowMoreProps {
  label: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

export const ShowMore = ({ label, children, className }: ShowMoreProps) => (
  <details className={cx(styles.more, className)}>
    <summary className={cx(buttonClassName({ variant: 'ghost' }), styles.summary)}>
      {label}
      <ChevronDown className={styles.icon} aria-hidden="true" focusable="false" />
    </summary>
    <div className={styles.content}>{children}</div>
  </details>
);
