// The 404 page ('This page could not be found'), served with status 404 by the server.
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
    // The spec's wording, kept in English in both languages.
    eyebrow={
      <p lang="en" className="not-found">
        {localeText(data.locales, 'common', 'errors.notFoundTitle')}
      </p>
    }
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
