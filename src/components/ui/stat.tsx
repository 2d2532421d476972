// A key figure: a big number over its label ("26 / campus en France"), read as one sentence.
// `value` comes formatted (formatNumber of src/lib/intl). On the brand navy, pass `inverse`.
// Put several in a Grid: <Grid columns={4}><Stat value="92 %" label="de réussite" /></Grid>
import React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';
import * as styles from './stat.module.css';

interface StatProps {
  value: React.ReactNode;
  label: React.ReactNode;
  /** A smaller line under the label (the source, the year). */
  detail?: React.ReactNode;
  icon?: LucideIcon;
  inverse?: boolean;
  className?: string;
}

export const Stat = ({ value, label, detail, icon: Icon, inverse = false, className }: StatProps) => (
  <div className={cx(styles.stat, inverse && styles.inverse, className)}>
    {Icon ? <Icon className={styles.icon} aria-hidden="true" focusable="false" /> : null}
    <p className={styles.figure}>
      <strong className={styles.value}>{value}</strong> <span className={styles.label}>{label}</span>
    </p>
    {detail ? <p className={styles.detail}>{detail}</p> : null}
  </div>
);
