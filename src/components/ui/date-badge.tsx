// A calendar leaf for event and news cards: the day in large type over the short month ("12 / DÉC."),
// in the school's time zone. The leaf is hidden from screen readers, which read the full date
// instead ("12 décembre 2026") from a <time dateTime>. <DateBadge date={event.dateStart} language="fr" />
import React from 'react';
import { StaticHtml } from './static-html';
import { formatDate, formatLongDate } from '@/lib/dates';
import { INTL_LOCALES, SCHOOL_TIME_ZONE, dateTimeFormat } from '@/lib/intl';
import type { Language } from '@/lib/routes';
import { cx } from './cx';
import * as styles from './date-badge.module.css';

interface DateBadgeProps {
  /** An ISO date or date-time. */
  date: string;
  language: Language;
  /** brand (navy leaf, the default) or accent (orange leaf). */
  tone?: 'brand' | 'accent';
  className?: string;
}

const part = (iso: string, language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(INTL_LOCALES[language], { timeZone: SCHOOL_TIME_ZONE, ...options }).format(new Date(iso));

// The formatting happens in the inner components below, which StaticHtml does not render while
// the page hydrates: JSX children written inline would be formatted by the outer component anyway.
const Leaf = ({ date, language, tone = 'brand', className }: DateBadgeProps) => (
  <time dateTime={date} className={cx(styles.badge, styles[tone], className)}>
    <span className={styles.day} aria-hidden="true">
      {part(date, language, { day: 'numeric' })}
    </span>
    <span className={styles.month} aria-hidden="true">
      {part(date, language, { month: 'short' })}
    </span>
    <span className="visually-hidden">{formatDate(date, language)}</span>
  </time>
);

// Kept as the server wrote it while a list of events hydrates (the formatter would load the
// time-zone data at the page's start); a leaf the browser adds later (live events) is formatted then.
export const DateBadge = (props: DateBadgeProps) => (
  <StaticHtml as="span" content={`${props.date} ${props.language} ${props.tone ?? 'brand'} ${props.className ?? ''}`}>
    <Leaf {...props} />
  </StaticHtml>
);

/**
 * "jeudi 3 décembre 2026" in a <time>, kept as the server wrote it while the page hydrates (as
 * the leaf above).
 */
const LongTime = ({ date, language, className }: { date: string; language: Language; className?: string }) => (
  <time dateTime={date} className={className}>
    {formatLongDate(date, language)}
  </time>
);

export const LongDate = ({ date, language, className }: { date: string; language: Language; className?: string }) => (
  <StaticHtml as="span" content={`${date} ${language} ${className ?? ''}`}>
    <LongTime date={date} language={language} className={className} />
  </StaticHtml>
);

/** "3 décembre 2026" in a <time>, kept as the server wrote it while the page hydrates (as above). */
const PlainTime = ({ date, language }: { date: string; language: Language }) => <time dateTime={date}>{formatDate(date, language)}</time>;

export const PlainDate = ({ date, language }: { date: string; language: Language }) => (
  <StaticHtml as="span" content={`${date} ${language}`}>
    <PlainTime date={date} language={language} />
  </StaticHtml>
);
