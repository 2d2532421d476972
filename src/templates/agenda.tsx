// `/agenda`: upcoming events, soonest first (as of the build; refreshed live later).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import { EventCard } from '@/components/content/event-card';
import type { SitePageContext } from '@/lib/page-context';
import { isUpcoming } from '@/lib/events';
import { localeText } from '@/lib/locale-text';

type AgendaContext = SitePageContext & { builtAt: string };

const AgendaTemplate = ({ data, pageContext }: PageProps<Queries.AgendaTemplateQuery, AgendaContext>) => {
  const { t } = useTranslation('agenda');
  const upcoming = data.events.nodes.filter((event) => isUpcoming(event, new Date(pageContext.builtAt)));
  return (
    <>
      <h1>{t('title')}</h1>
      <h2>{t('upcoming')}</h2>
      {upcoming.length === 0 ? <p>{t('empty')}</p> : null}
      {upcoming.map((event) => (
        <EventCard key={event.slug} event={event} language={pageContext.language} />
      ))}
    </>
  );
};

export default AgendaTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.AgendaTemplateQuery, AgendaContext>) => (
  <PageHead language={pageContext.language} title={localeText(data.locales, 'agenda', 'title')} />
);

export const query = graphql`
  query AgendaTemplate($language: String!) {
    events: allStrapiEvent(filter: { locale: { eq: $language } }, sort: { dateStart: ASC }) {
      nodes {
        ...EventSummaryFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
