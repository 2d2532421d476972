// An event in a list: title (linked), long date, campus and registration link.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formatLongDate } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';

interface EventCardProps {
  event: Queries.EventSummaryFieldsFragment;
  language: Language;
  /** The event type, shown above the title where lists mix types (the agenda). */
  typeLabel?: string;
}

export const EventCard = ({ event, language, typeLabel }: EventCardProps) => {
  const { t } = useTranslation('agenda');
  return (
    <article className="event-card">
      {typeLabel ? <p className="eyebrow">{typeLabel}</p> : null}
      <h3>
        <Link to={localize(language, routes.event(event.slug))}>{event.title}</Link>
      </h3>
      <p className="meta">
        <time dateTime={event.dateStart}>{formatLongDate(event.dateStart, language)}</time>
        {event.campus ? <span> · {event.campus.name}</span> : null}
      </p>
      {isSafeHref(event.url) ? (
        <a href={event.url} rel="noopener">
          {t('register')}
          <span className="visually-hidden"> – {event.title}</span>
        </a>
      ) : null}
    </article>
  );
};
