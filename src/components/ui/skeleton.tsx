// A grey placeholder where content is loading, the size of what will come (no layout shift),
// hidden from screen readers (announce the loading elsewhere, e.g. aria-busy on the list). Its
// shimmer stops under prefers-reduced-motion. <Skeleton variant="card" /> or <Skeleton lines={3} />
import React from 'react';
import { cx } from './cx';
import * as styles from './skeleton.module.css';

interface SkeletonProps {
  /** text: lines of text; block: one box (`width`, `height`); card: a card's picture and text. */
  variant?: 'text' | 'block' | 'card';
  /** Lines of the text variant. */
  lines?: number;
  width?: string;
  height?: string;
  className?: string;
}

const Lines = ({ count }: { count: number }) => (
  <span className={styles.lines}>
    {Array.from({ length: count }, (_, index) => (
      <span key={index} className={cx(styles.bone, styles.line, index === count - 1 && count > 1 && styles.lastLine)} />
    ))}
  </span>
);

export const Skeleton = ({ variant = 'text', lines = 1, width, height, className }: SkeletonProps) => (
  <span
    aria-hidden="true"
    className={cx(styles.skeleton, styles[variant], className)}
    style={{ width, height: variant === 'card' ? undefined : height }}
  >
    {variant === 'text' ? <Lines count={lines} /> : null}
    {variant === 'card' ? (
      <>
        <span className={cx(styles.bone, styles.media)} />
        <span className={styles.cardBody}>
          <span className={cx(styles.bone, styles.pill)} />
          <span className={cx(styles.bone, styles.heading)} />
          <Lines count={lines > 1 ? lines : 2} />
        </span>
      </>
    ) : null}
  </span>
);
