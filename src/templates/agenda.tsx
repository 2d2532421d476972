// `/agenda`: upcoming events, soonest first, filterable by type and campus. The list is the
// build's; once in the browser, events that ended since the build are dropped.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { EventCard } from '@/components/ui/event-card';
import { Grid } from '@/components/ui/grid';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import { EVENT_FILTER_KEYS, type EventFilterKey, eventFilterOptions, filterEvents } from '@/features/list-filters/event-filters';
import type { SitePageContext } from '@/lib/page-context';
import { isUpcoming } from '@/lib/events';
import { localeText } from '@/lib/locale-text';

type AgendaContext = SitePageContext & { builtAt: string };

const AgendaTemplate = ({ data, pageContext, location }: PageProps<Queries.AgendaTemplateQuery, AgendaContext>) => {
  const { t } = useTranslation('agenda');
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : new Date(pageContext.builtAt);
  const upcoming = data.events.nodes.filter((event) => isUpcoming(event, now));
  const { values, active, apply, reset } = useQueryFilters(location, EVENT_FILTER_KEYS);
  const shown = filterEvents(upcoming, values);
  const options = eventFilterOptions(upcoming, pageContext.language);
  const fields: Array<FilterField<EventFilterKey>> = [
    { name: 'type', label: t('filters.type'), options: options.types.map((type) => ({ value: type, label: t(`type.${type}`) })) },
    { name: 'campus', label: t('filters.campus'), options: options.campuses.map(({ slug, name }) => ({ value: slug, label: name })) },
  ];
  return (
    <>
      <h1>{t('title')}</h1>
      {upcoming.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <FilterForm
            label={t('filters.label')}
            pathname={location.pathname}
            fields={fields}
            values={values}
            active={active}
            resultCount={shown.length}
            onApply={apply}
            onReset={reset}
          />
          <h2>{t('upcoming')}</h2>
          {shown.length === 0 ? <p>{t('noMatch')}</p> : null}
          {shown.length > 0 ? (
            <Grid as="ul" columns={3}>
              {shown.map((event) => (
                <li key={event.slug}>
                  <EventCard event={event} language={pageContext.language} typeLabel={event.type ? t(`type.${event.type}`) : undefined} />
                </li>
              ))}
            </Grid>
          ) : null}
        </>
      )}
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
    events: allStrapiEvent(filter: { locale: { eq: $language } }, sort: { dateStart: ASC }) {
      nodes {
        ...EventSummaryFields
        type
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
