// The events block of the menus: up to 3 upcoming events (title, long date, registration link)
// and a link to all events. On a page built without the events (a news item), it waits for the
// CMS's answer, and says so; it says when the CMS could not answer.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { DateBadge, LongDate } from '@/components/ui/date-badge';
import { MENU_EVENTS } from '@/lib/constants';
import { type Language, localize, routes } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';
import { useUpcomingEvents, useUpcomingEventsAnswered, useUpcomingEventsFailed } from './use-upcoming-events';
import * as styles from './events-block.module.css';

export const EventsBlock = ({ language, headingLevel = 3 }: { language: Language; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('common');
  const events = useUpcomingEvents(language).slice(0, MENU_EVENTS);
  const answered = useUpcomingEventsAnswered(language);
  const failed = useUpcomingEventsFailed(language);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <section className={styles.block} aria-label={t('events.title')} aria-busy={!answered}>
      <Heading className={styles.title}>{t('events.title')}</Heading>
      {!answered ? <p>{t('events.loading')}</p> : null}
      {answered && events.length === 0 ? <p>{t(failed ? 'events.unavailable' : 'events.empty')}</p> : null}
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.slug} className={styles.event}>
            {/* The leaf repeats the long date below for the eye; screen readers read that one. */}
            <span aria-hidden="true" className={styles.leaf}>
              <DateBadge date={event.dateStart} language={language} />
            </span>
            <Link to={localize(language, routes.event(event.slug))} className={styles.eventTitle}>
              {event.title}
            </Link>
            <LongDate date={event.dateStart} language={language} className={styles.date} />
            {isSafeHref(event.url) ? (
              <a href={event.url} rel="noopener" className={styles.register} aria-label={t('events.registerFor', { title: event.title })}>
                {t('events.register')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to={localize(language, routes.agenda())} className={styles.all}>
        {t('events.all')}
      </Link>
    </section>
  );
};
