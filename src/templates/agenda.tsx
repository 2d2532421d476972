// `/agenda`: upcoming events, soonest first, filterable by type and campus. The list is the
// build's; once in the browser, events that ended since the build are dropped.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { EventCard } from '@/components/ui/event-card';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { NoMatch } from '@/features/list-filters/no-match';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import { EVENT_FILTER_KEYS, type EventFilterKey, eventFilterOptions, filterEvents } from '@/features/list-filters/event-filters';
import type { SitePageContext } from '@/lib/page-context';
import { ClosingCall } from '@/features/popin/closing-call';
import { formatMonth, groupByMonth } from '@/lib/calendar';
import { isUpcoming } from '@/lib/events';
import { localeText } from '@/lib/locale-text';
import { keepPunctuationAttached } from '@/lib/typography';
import * as listPage from './list-page.module.css';
import * as styles from './agenda.module.css';
import { StaticHtml } from '@/components/ui/static-html';

type AgendaContext = SitePageContext & { builtOn: string };

// A component of its own, so that the name is formatted only when React renders it, not while the
// kept heading hydrates (the first Intl date formatter loads the time-zone data).
const MonthName = ({ date, language }: { date: string; language: SitePageContext['language'] }) => <>{formatMonth(date, language)}</>;

const AgendaTemplate = ({ data, pageContext, location }: PageProps<Queries.AgendaTemplateQuery, AgendaContext>) => {
  const { t } = useTranslation(['agenda', 'common']);
  const hydrated = useHydrated();
  const { language } = pageContext;
  // The build's day in the HTML (midnight UTC, the same day in Paris); in the browser, the visitor's today.
  const now = hydrated ? new Date() : new Date(pageContext.builtOn);
  const upcoming = data.events.nodes.filter((event) => isUpcoming(event, now));
  const { values, active, apply, reset } = useQueryFilters(location, EVENT_FILTER_KEYS);
  const shown = filterEvents(upcoming, values);
  const options = eventFilterOptions(upcoming, language);
  const typeCount = (type: string) => filterEvents(upcoming, { ...values, type }).length;
  const fields: Array<FilterField<EventFilterKey>> = [
    {
      name: 'type',
      label: t('filters.type'),
      options: options.types.map((type) => ({ value: type, label: t(`type.${type}`), count: typeCount(type) })),
      chips: { allCount: typeCount(''), countLabel: (count) => t('count', { count }) },
    },
    { name: 'campus', label: t('filters.campus'), options: options.campuses.map(({ slug, name }) => ({ value: slug, label: name })) },
  ];
  return (
    <>
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('title')}</h1>
        <p className={listPage.lead}>{keepPunctuationAttached(t('lead'))}</p>
      </header>
      {upcoming.length === 0 ? (
        <EmptyState icon={CalendarX} title={t('empty')} text={t('emptyHint')} />
      ) : (
        <>
          <FilterForm
            label={t('filters.label')}
            pathname={location.pathname}
            fields={fields}
            values={values}
            active={active}
            resultCount={shown.length}
            resultsLabel={(count) => t('count', { count })}
            onApply={apply}
            onReset={reset}
          />
          {shown.length === 0 ? <NoMatch icon={CalendarX} title={t('noMatch')} onReset={reset} /> : null}
          {groupByMonth(shown).map(({ month, events }) => (
            <section key={month} aria-labelledby={`month-${month}`} className={listPage.group}>
              <h2 id={`month-${month}`} className={styles.month}>
                {/* The month's name is kept as the server wrote it while the page hydrates (docs/architecture.md, "Hydration"). */}
                <StaticHtml as="span" content={`${month} ${language}`}>
                  <MonthName date={events[0].dateStart} language={language} />
                </StaticHtml>
              </h2>
              {/* Each event a row: one format for every month, whatever its number of events. */}
              <ul className={styles.rows}>
                {events.map((event) => (
                  <li key={event.slug}>
                    <StaticHtml content={event}>
                      <EventCard
                        event={event}
                        language={language}
                        typeLabel={event.type ? t(`type.${event.type}`) : undefined}
                        summary={event.description}
                        picture={hasPicture(event.image) ? <CmsImage media={event.image} sizes="(min-width: 640px) 18rem, 6rem" /> : null}
                        compact
                        wide
                      />
                    </StaticHtml>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <StaticHtml content={language}>
        <ClosingCall language={language} title={t('closingTitle')} text={t('closingText')} />
      </StaticHtml>
    </>
  );
};

export default AgendaTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.AgendaTemplateQuery, AgendaContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'agenda', 'title')}
    description={localeText(data.locales, 'agenda', 'metaDescription')}
  />
);

export const query = graphql`
  query AgendaTemplate($language: String!) {
    events: allStrapiEvent(filter: { locale: { eq: $language } }, sort: [{ dateStart: ASC }, { slug: ASC }]) {
      nodes {
        ...EventSummaryFields
        type
        description
        image {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 720, aspectRatio: 2, breakpoints: [360, 720], placeholder: NONE)
            }
          }
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
