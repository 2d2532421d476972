// Page-builder block: the upcoming events (as many as the block asks, 6 at most) as date cards in a
// row that a phone swipes, each with its registration link, and a link to the agenda.
import React from 'react';
import { graphql } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EventCard } from '@/components/ui/event-card';
import { SectionHeader } from '@/components/ui/section-header';
import { useUpcomingEvents } from '@/features/upcoming-events/use-upcoming-events';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import { type Language, localize, routes } from '@/lib/routes';
import { SectionCarousel, THREE_A_ROW } from './section-carousel';
import * as sections from './sections.module.css';

/** The CMS default of the block's `limit`. */
const DEFAULT_EVENTS = 3;

export const EventsList = ({ block, language }: { block: Queries.SectionEventsListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('common');
  const limit = Math.min(Math.max(block.limit ?? DEFAULT_EVENTS, 1), MAX_STORED_EVENTS);
  // Events must be live: the build-time snapshot first, refreshed once per session from the CMS.
  const events = useUpcomingEvents(language).slice(0, limit);
  const title = block.title || t('events.title');
  const all = (
    <Button to={localize(language, routes.agenda())} variant="ghost" size="sm" iconEnd={ArrowRight}>
      {t('events.all')}
    </Button>
  );
  return (
    <section className={sections.band}>
      {events.length === 0 ? (
        <>
          <SectionHeader title={title} />
          <p className={sections.empty}>{t('events.empty')}</p>
          {all}
        </>
      ) : (
        <SectionCarousel
          // Not the section's title: the navbar's events block is a region of that name.
          label={t('events.carouselLabel')}
          itemWidth={THREE_A_ROW}
          // Three short cards: down a phone's page rather than one more row to swipe.
          stackOnPhone
          // The title, "see all" and the arrows on one row.
          header={<SectionHeader title={title} action={all} />}
        >
          {events.map((event) => (
            <EventCard key={event.slug} event={event} language={language} />
          ))}
        </SectionCarousel>
      )}
    </section>
  );
};

export const query = graphql`
  fragment SectionEventsListFields on STRAPI__COMPONENT_SECTIONS_EVENTS_LIST {
    title
    limit
  }
`;
