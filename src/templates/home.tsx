// `/` and `/en`: the home page, composed from the CMS home-page layout (hero, key figures,
// programmes, events, news, campuses, testimonials, partners, calls to action). The page's h1 is
// the hero's title when the layout opens with a hero, else the page title.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '@/components/seo/seo-head';
import { schoolJsonLd } from '@/lib/seo/structured-data';
import { Sections } from '@/sections/registry';
import type { SitePageContext } from '@/lib/page-context';

const HomeTemplate = ({ data, pageContext }: PageProps<Queries.HomeTemplateQuery, SitePageContext>) => (
  <>
    {data.page?.pageLayout?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' ? null : <h1>{data.page?.title}</h1>}
    <Sections blocks={data.page?.pageLayout} language={pageContext.language} />
  </>
);

export default HomeTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.HomeTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={data.page?.title ?? ''}
    seo={data.page?.seo}
    structuredData={({ site }) => [schoolJsonLd(site)]}
  />
);

export const query = graphql`
  query HomeTemplate($language: String!, $upcomingEventIds: [String!]!) {
    page: strapiHomePage(locale: { eq: $language }) {
      title
      seo {
        ...SeoFields
      }
      pageLayout {
        ...PageSectionFields
      }
    }
    # The namespaces of the blocks: sections, the programme categories (courses), event cards (agenda).
    # The events its sections show (src/features/upcoming-events/page-snapshot.tsx).
    upcomingEvents: eventsByIds(ids: $upcomingEventIds) {
      ...EventSummaryFields
    }
    locales: allLocale(filter: { ns: { in: ["common", "sections", "courses", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
