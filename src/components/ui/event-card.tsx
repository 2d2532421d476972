// An event in a list, as a date card: a calendar leaf over the event's picture (the agenda, built
// from the CMS) or beside the text (the lists refreshed live from the CMS's events call, which
// gives no picture), the event type, the title (the card's link), the long
// date, the hours and the campus, and the registration as a separate button (its own tab stop, named after
// the event for a screen reader's list of links). A row of the agenda adds what the event is, in two
// lines, from 900 px: the title, date and button alone left half the row empty (blind review).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeRange } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';
import { keepPunctuationAttached } from '@/lib/typography';
import { Button } from './button';
import { Card } from './card';
import { DateBadge, LongDate } from './date-badge';
import { Tag } from './tag';
import * as styles from './event-card.module.css';

interface EventCardProps {
  event: Queries.EventSummaryFieldsFragment & { type?: string | null };
  language: Language;
  /** The event type, shown above the title where lists mix types (the agenda). */
  typeLabel?: string;
  /** On a phone, a row: the calendar leaf beside the text (the agenda's long list). */
  compact?: boolean;
  /** A row (the agenda): from 640 px the picture beside the text, from 900 px the registration at the end. */
  wide?: boolean;
  /**
   * The event's picture in 2:1 (a CmsImage the caller renders, so that the lists without pictures
   * do not carry its code); the calendar leaf beside the text when there is none.
   */
  picture?: React.ReactElement | null;
  /** What the event is (its description), under the facts of a wide row from 900 px. */
  summary?: string | null;
}

export const EventCard = ({ event, language, typeLabel, compact = false, wide = false, picture, summary }: EventCardProps) => {
  const { t } = useTranslation('agenda');
  return (
    <Card
      title={event.title}
      to={localize(language, routes.event(event.slug))}
      tag={typeLabel ? <Tag tone="accent">{typeLabel}</Tag> : undefined}
      meta={
        <>
          <LongDate date={event.dateStart} language={language} />
          <span>{formatTimeRange(event.dateStart, event.dateEnd, language)}</span>
          {event.campus ? <span>{event.campus.name}</span> : null}
        </>
      }
      image={picture ?? undefined}
      ratio="2 / 1"
      compact={compact}
      wide={wide}
      badge={<DateBadge date={event.dateStart} language={language} tone="accent" />}
      action={
        isSafeHref(event.url) ? (
          <Button href={event.url} variant="secondary" size="sm">
            {t('register')}
            <span className="visually-hidden"> – {event.title}</span>
          </Button>
        ) : undefined
      }
    >
      {summary ? <p className={styles.summary}>{keepPunctuationAttached(summary)}</p> : null}
    </Card>
  );
};
