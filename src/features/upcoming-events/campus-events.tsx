// The upcoming events of one campus (the campus variant of the events call): the build-time list,
// refreshed once per session from the CMS. Without any, the school's next events elsewhere (asked
// of the CMS only then), and the way to the whole agenda.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { EndTile } from '@/components/ui/end-tile';
import { EventCard } from '@/components/ui/event-card';
import { Grid } from '@/components/ui/grid';
import { type Language, localize, routes } from '@/lib/routes';
import type { EventSummary } from '@/content/site-chrome';
import { useUpcomingEvents } from './use-upcoming-events';
import * as styles from './campus-events.module.css';

const SCHOOL_EVENTS = 3;

/**
 * The way to the whole agenda, in the row the campus's dates leave (Grid's end): a row of three
 * with one date and two holes read as a page left unfinished (blind review).
 */
const EventGrid = ({ events, language }: { events: readonly EventSummary[]; language: Language }) => {
  const { t } = useTranslation('common');
  return (
    <Grid
      as="ul"
      columns={3}
      end={
        <EndTile
          icon={CalendarDays}
          to={localize(language, routes.agenda())}
          title={t('events.agendaTitle')}
          text={t('events.agendaText')}
          action={t('events.all')}
        />
      }
    >
      {events.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} language={language} />
        </li>
      ))}
    </Grid>
  );
};

/** A campus without a date: the school's next ones rather than an empty box. */
const ElsewhereEvents = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  const events = useUpcomingEvents(language).slice(0, SCHOOL_EVENTS);
  if (events.length === 0)
    return (
      <EmptyState
        level={3}
        icon={CalendarDays}
        title={t('events.empty')}
        text={t('events.emptyHint')}
        action={
          <Button to={localize(language, routes.agenda())} variant="secondary" iconEnd={ArrowRight}>
            {t('events.all')}
          </Button>
        }
      />
    );
  return (
    <>
      <p className={styles.elsewhere}>{t('events.elsewhere')}</p>
      <EventGrid events={events} language={language} />
      <p className={styles.all}>
        {/* The outlined "see all" of every other section, not a second filled button under the cards' own. */}
        <Button to={localize(language, routes.agenda())} variant="ghost" iconEnd={ArrowRight}>
          {t('events.all')}
        </Button>
      </p>
    </>
  );
};

export const CampusEvents = ({ campus, language, snapshot }: { campus: string; language: Language; snapshot: readonly EventSummary[] }) => {
  const events = useUpcomingEvents(language, { campus, snapshot });
  return events.length === 0 ? <ElsewhereEvents language={language} /> : <EventGrid events={events} language={language} />;
};
