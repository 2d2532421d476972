// A short label on a card or a hero: category, level, rhythm, contract, event type. Not interactive
// (filters are Chips). Tones: brand (navy), accent (orange), neutral (grey), success (green); an
// optional lucide icon before the text. <Tag tone="accent" icon={GraduationCap}>Bac+3</Tag>
import React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';
import * as styles from './tag.module.css';

export type TagTone = 'brand' | 'accent' | 'neutral' | 'success';

interface TagProps {
  children: React.ReactNode;
  tone?: TagTone;
  icon?: LucideIcon;
  className?: string;
}

export const Tag = ({ children, tone = 'brand', icon: Icon, className }: TagProps) => (
  <span className={cx(styles.tag, styles[tone], className)}>
    {Icon ? <Icon className={styles.icon} aria-hidden="true" focusable="false" /> : null}
    {children}
  </span>
);

/** The same label, for counts and statuses ("Nouveau", "Complet"). */
export const Badge = Tag;
