// `/agenda/{slug}`: one event, with its practical details and a `.ics` file to add it to a calendar.
// Once the event is over it says so, with its date, and offers the next events of its kind instead
// of registration and the calendar file: decided by the build (`endedWhenBuilt`) and again in the
// browser, since a page built before the event is still served after it.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BookOpen, CalendarCheck, CalendarDays, Clock, MapPin, Tags } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { AddToCalendarLink } from '@/components/content/add-to-calendar-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { EventCard } from '@/components/ui/event-card';
import { type Fact, Facts } from '@/components/ui/facts';
import { Grid } from '@/components/ui/grid';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { PageHero } from '@/components/ui/page-hero';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { ClosingCall } from '@/features/popin/closing-call';
import { PopinLink } from '@/features/popin/cta-links';
import { useUpcomingEvents } from '@/features/upcoming-events/use-upcoming-events';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { EventSummary } from '@/content/site-chrome';
import { hasEnded } from '@/lib/events';
import { localeText } from '@/lib/locale-text';
import { eventJsonLd } from '@/lib/seo/structured-data-content';
import type { SitePageContext } from '@/lib/page-context';
import { dayOfMonth, formatMonth, weekday } from '@/lib/calendar';
import { formatLongDate, formatTimeRange } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';
import * as prose from '@/components/ui/prose.module.css';
import * as detail from './detail-page.module.css';
import * as editorial from './editorial-page.module.css';
import * as styles from './event.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

type Event = NonNullable<Queries.EventTemplateQuery['event']>;

type EventContext = SitePageContext & { endedWhenBuilt?: boolean };

/** Over at the build (the HTML), then over now (in the browser, once hydrated). */
const useEnded = (event: Event | null, endedWhenBuilt: boolean) => {
  const hydrated = useHydrated();
  if (!event) return false;
  return hydrated ? hasEnded(event, new Date()) : endedWhenBuilt;
};

/**
 * The events to come of the same kind, those of the same campus first (the sort is stable: each
 * group keeps the dates' order); none until the list is there.
 */
const nextOfKind = (events: readonly EventSummary[], event: Event) => {
  const sameCampus = (other: EventSummary) => event.campus != null && other.campus?.slug === event.campus.slug;
  return events.filter((other) => other.slug !== event.slug).sort((a, b) => Number(sameCampus(b)) - Number(sameCampus(a)));
};

const NextEvents = ({ title, events, language }: { title: string; events: readonly EventSummary[]; language: Language }) => {
  const { t } = useTranslation('agenda');
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="next-events" className={editorial.related} {...SEARCH_IGNORED}>
      <SectionHeader
        id="next-events"
        title={title}
        action={
          <Button to={localize(language, routes.agenda())} variant="ghost" iconEnd={ArrowRight}>
            {t('allEvents')}
          </Button>
        }
      />
      <Grid as="ul" columns={3}>
        {events.map((other) => (
          <li key={other.slug}>
            <EventCard event={other} language={language} />
          </li>
        ))}
      </Grid>
    </section>
  );
};

/** After the event: the next ones of its kind (live from the CMS), else the school's next ones. */
const NextEventsAfter = ({ event, language, schoolNext }: { event: Event; language: Language; schoolNext: readonly EventSummary[] }) => {
  const { t } = useTranslation('agenda');
  const sameKind = nextOfKind(useUpcomingEvents(language, { type: event.type ?? null }), event).slice(0, 3);
  return sameKind.length > 0 && event.type ? (
    <NextEvents title={t('nextOfKind', { type: t(`type.${event.type}`) })} events={sameKind} language={language} />
  ) : (
    <NextEvents title={t('nextEvents')} events={schoolNext} language={language} />
  );
};

/**
 * The calendar leaf of the hero: month, day, weekday and hours, for the eyes (the facts say it in
 * words), pinned on the event's picture (the scene of the event: the open day's visitors, the
 * conference's audience) when it has one.
 */
const DateLeaf = ({ event, language }: { event: Event; language: Language }) => (
  <div className={cx(styles.leafFrame, hasPicture(event.image) && styles.onPicture)} aria-hidden="true">
    {hasPicture(event.image) ? <CmsImage media={event.image} priority sizes="(min-width: 1024px) 36rem, 100vw" /> : null}
    <div className={styles.leaf}>
      <span className={styles.leafMonth}>{formatMonth(event.dateStart, language)}</span>
      <span className={styles.leafDay}>{dayOfMonth(event.dateStart, language)}</span>
      <span className={styles.leafWeekday}>{weekday(event.dateStart, language)}</span>
      <span className={styles.leafTime}>{formatTimeRange(event.dateStart, event.dateEnd, language)}</span>
    </div>
  </div>
);

const EventTemplate = ({ data, pageContext }: PageProps<Queries.EventTemplateQuery, EventContext>) => {
  const { t } = useTranslation(['agenda', 'common']);
  const event = data.event;
  const { language } = pageContext;
  // The next events of the school (the navbar's list, refreshed live), this one left out.
  const next = useUpcomingEvents(language)
    .filter((other) => other.slug !== event?.slug)
    .slice(0, 3);
  const ended = useEnded(event, pageContext.endedWhenBuilt === true);
  if (!event) return null;
  // An event over several days (a two-day fair) gives its end day too, not just the end time.
  const endsAnotherDay = event.dateEnd != null && formatLongDate(event.dateEnd, language) !== formatLongDate(event.dateStart, language);
  const campus = event.campus;
  const register = !ended && isSafeHref(event.url) ? event.url : null;
  const facts: Fact[] = [
    {
      icon: CalendarDays,
      term: t('facts.date'),
      // The leaf says the day, not the last one of a fair over several days.
      className: endsAnotherDay ? undefined : styles.shownByLeaf,
      value: (
        <>
          <time dateTime={event.dateStart}>{formatLongDate(event.dateStart, language)}</time>
          {endsAnotherDay && event.dateEnd ? (
            <>
              {' – '}
              <time dateTime={event.dateEnd}>{formatLongDate(event.dateEnd, language)}</time>
            </>
          ) : null}
        </>
      ),
    },
    {
      icon: Clock,
      term: t('facts.time'),
      className: styles.shownByLeaf,
      value: formatTimeRange(event.dateStart, event.dateEnd, language),
    },
    ...(campus ? [{ icon: MapPin, term: t('facts.place'), value: campus.name }] : []),
    ...(event.type ? [{ icon: Tags, term: t('facts.type'), value: t(`type.${event.type}`) }] : []),
  ];
  return (
    <article className={detail.page} aria-labelledby="event-title">
      <Breadcrumbs
        label={t('common:breadcrumb.label')}
        items={[
          { label: t('common:breadcrumb.home'), to: localize(language, '/') },
          { label: t('title'), to: localize(language, routes.agenda()) },
          { label: event.title },
        ]}
      />
      <PageHero
        id="event-title"
        tags={
          <>
            {event.type ? <Tag tone="accent">{t(`type.${event.type}`)}</Tag> : null}
            {campus ? (
              <Tag tone="neutral" icon={MapPin}>
                {campus.name}
              </Tag>
            ) : null}
          </>
        }
        title={event.title}
        lead={event.description}
        actions={
          ended ? (
            <p className={styles.pastNotice}>
              <CalendarCheck className={styles.pastIcon} aria-hidden="true" focusable="false" />
              <span>
                {endsAnotherDay && event.dateEnd
                  ? t('tookPlaceDays', { start: formatLongDate(event.dateStart, language), end: formatLongDate(event.dateEnd, language) })
                  : t('tookPlace', { date: formatLongDate(event.dateStart, language) })}
              </span>
            </p>
          ) : (
            <>
              {register ? (
                <Button href={register} rel="noopener" iconEnd={ArrowRight}>
                  {t('register')}
                </Button>
              ) : null}
              <AddToCalendarLink slug={event.slug} language={language} label={t('addToCalendar')} variant="ghost-inverse" />
            </>
          )
        }
        media={<DateLeaf event={event} language={language} />}
        mediaShape="free"
      />
      <Facts items={facts} />
      <div className={styles.about}>
        <div className={cx(prose.prose, editorial.body)}>
          <RichText blocks={event.body} />
        </div>
        <aside className={detail.infoCard} aria-labelledby="event-practical">
          <h2 id="event-practical" className={detail.infoTitle}>
            {t('practical')}
          </h2>
          {campus ? (
            <address className={detail.infoList}>
              <span className={detail.infoLine}>
                <MapPin className={detail.infoIcon} aria-hidden="true" focusable="false" />
                <span>
                  {campus.name}
                  {campus.address ? (
                    <>
                      <br />
                      {campus.address}
                    </>
                  ) : null}
                  {campus.city ? (
                    <>
                      <br />
                      {campus.postalCode} {campus.city}
                    </>
                  ) : null}
                </span>
              </span>
              <Link to={localize(language, routes.campus(campus.slug))} className={detail.infoLink}>
                {t('campusPage', { campus: campus.name })}
              </Link>
            </address>
          ) : null}
          {ended ? (
            // Over: the next step is the brochure of its campus, or another date.
            <div className={styles.practicalActions}>
              {campus ? (
                <PopinLink action="brochure" language={language} campusSlug={campus.slug} className={buttonClassName({ block: true })}>
                  <BookOpen className={detail.actionIcon} aria-hidden="true" focusable="false" />
                  {t('common:hero.brochure')}
                </PopinLink>
              ) : null}
              <Button to={localize(language, routes.agenda())} variant="secondary" block iconEnd={ArrowRight}>
                {t('allEvents')}
              </Button>
            </div>
          ) : null}
          {/* Upcoming, the registration and the calendar file are the hero's and the closing band's: a third time here was one too many. */}
        </aside>
      </div>
      {ended ? (
        <NextEventsAfter event={event} language={language} schoolNext={next} />
      ) : (
        <NextEvents title={t('nextEvents')} events={next} language={language} />
      )}
      {/* Until it is over, the page ends on its own next step: the registration, not the brochure. */}
      {register ? (
        <ClosingCall
          language={language}
          title={t('closing.title', { date: formatLongDate(event.dateStart, language) })}
          text={t('closing.text')}
          actions={
            <>
              <Button href={register} rel="noopener" iconEnd={ArrowRight}>
                {t('register')}
                <span className="visually-hidden"> – {event.title}</span>
              </Button>
              <AddToCalendarLink slug={event.slug} language={language} label={t('addToCalendar')} variant="ghost-inverse" />
            </>
          }
        />
      ) : (
        <ClosingCall language={language} />
      )}
    </article>
  );
};

export default EventTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.EventTemplateQuery, EventContext>) => {
  const event = data.event;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={event?.title ?? ''}
      description={event?.description}
      seo={event?.seo}
      image={event?.image}
      parents={[{ name: localeText(data.locales, 'agenda', 'title'), route: routes.agenda() }]}
      structuredData={(page) => (event ? [eventJsonLd(page, { ...event, image: event.seo?.shareImage ?? event.image })] : [])}
    />
  );
};

export const query = graphql`
  query EventTemplate($id: String!, $language: String!, $upcomingEventIds: [String!]!) {
    event: strapiEvent(id: { eq: $id }) {
      ...EventSummaryFields
      type
      description
      body
      campus {
        name
        slug
        city
        address
        postalCode
        region
      }
      image {
        ...SeoMediaFields
        # The hero's picture: CmsImage, which every page carries. The detail pages' HeroPicture
        # (its phone crop and its preload) put the event page 0.8 KB over its first-load budget;
        # the scene is drawn 16:9, the phone's own frame.
        localFile {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 720, 960], sizes: "(min-width: 1024px) 36rem, 100vw", placeholder: NONE)
          }
        }
      }
      seo {
        ...SeoFields
      }
    }
    # The school's next three events, which it shows below (page-snapshot.tsx), chosen at page
    # creation (plugins/site-pages/upcoming-events.ts). The three events they are show two in
    # their HTML, and the third other once the CMS answers: with a fourth in every event page's
    # context, a change to it would re-render all 1,025 event pages, their HTML unchanged.
    upcomingEvents: eventsByIds(ids: $upcomingEventIds) {
      ...EventSummaryFields
    }
    locales: allLocale(filter: { ns: { in: ["common", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
