// The rest of a long list behind a button: a native <details>, so it opens without JavaScript, the
// browser's find-in-page opens it, and no script runs for it. The summary reads as a button ("Voir
// les 20 autres offres"); once the list is open it stays where it was, as "Réduire la liste", so
// keyboard focus is not lost and the list can be closed again.
// <ShowMore label="Voir les 20 autres offres" lessLabel="Réduire la liste"><Grid as="ul">…</Grid></ShowMore>
import React from 'react';
import { ChevronDown } from 'lucide-react';
import { buttonClassName } from './button';
import { cx } from './cx';
import * as styles from './show-more.module.css';

interface ShowMoreProps {
  label: React.ReactNode;
  /** The summary's words while the list is open. */
  lessLabel: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

export const ShowMore = ({ label, lessLabel, children, className }: ShowMoreProps) => (
  <details className={cx(styles.more, className)}>
    <summary className={cx(buttonClassName({ variant: 'ghost' }), styles.summary)}>
      <span className={styles.whenClosed}>{label}</span>
      <span className={styles.whenOpen}>{lessLabel}</span>
      <ChevronDown className={styles.icon} aria-hidden="true" focusable="false" />
    </summary>
    <div className={styles.content}>{children}</div>
  </details>
);
