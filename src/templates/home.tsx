// `/` and `/en`: the home page, composed from the CMS home-page layout.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '@/components/layout/page-head';
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
  <PageHead language={pageContext.language} title={data.page?.title ?? 'ESNUM'} description={data.page?.seo?.metaDescription} />
);

export const query = graphql`
  query HomeTemplate($language: String!) {
    page: strapiHomePage(locale: { eq: $language }) {
      title
      seo {
        metaDescription
      }
      pageLayout {
        ...PageSectionFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
