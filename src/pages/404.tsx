// The 404 page, served with status 404 by the server: "Page introuvable", and in English the
// spec's "This page could not be found". One language per page.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '@/components/seo/seo-head';
import { ErrorPage } from '@/components/errors/error-page';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';

const NotFoundPage = ({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, SitePageContext>) => (
  <ErrorPage
    statusCode={404}
    language={pageContext.language}
    offerSearch
    eyebrow={<p className="not-found">{localeText(data.locales, 'common', 'errors.notFoundTitle')}</p>}
  />
);

export default NotFoundPage;

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, SitePageContext>) => (
  <SeoHead pageContext={pageContext} title={localeText(data.locales, 'common', 'errors.notFoundTitle')} noindex />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
