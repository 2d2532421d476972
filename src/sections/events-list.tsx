// Page-builder block: the upcoming events (as many as the block asks, 6 at most), each with its
// date and registration link, and a link to the agenda.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { EventCard } from '@/components/ui/event-card';
import { useUpcomingEvents } from '@/features/upcoming-events/use-upcoming-events';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import { type Language, localize, routes } from '@/lib/routes';

/** The CMS default of the block's `limit`. */
const DEFAULT_EVENTS = 3;

export const EventsList = ({ block, language }: { block: Queries.SectionEventsListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('common');
  const limit = Math.min(Math.max(block.limit ?? DEFAULT_EVENTS, 1), MAX_STORED_EVENTS);
  // Events must be live: the build-time snapshot first, refreshed once per session from the CMS.
  const events = useUpcomingEvents(language).slice(0, limit);
  return (
    <section className="section-events">
      <h2>{block.title || t('events.title')}</h2>
      {events.length === 0 ? (
        <p>{t('events.empty')}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.slug}>
              <EventCard event={event} language={language} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={localize(language, routes.agenda())}>{t('events.all')}</Link>
      </p>
    </section>
  );
};

export const query = graphql`
  fragment SectionEventsListFields on STRAPI__COMPONENT_SECTIONS_EVENTS_LIST {
    title
    limit
  }
`;
