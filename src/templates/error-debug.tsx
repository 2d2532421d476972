// `/error/debug`: the error page for a chosen status code (`?status=503`), to check each message.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SiteLayout } from '@/components/layout/site-layout';
import { PageHead } from '@/components/layout/page-head';
import { ErrorPage } from '@/components/errors/error-page';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';

const DEFAULT_STATUS = 500;

const readStatus = (search: string) => {
  const value = Number(new URLSearchParams(search).get('status'));
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : DEFAULT_STATUS;
};

const ErrorDebugTemplate = ({ pageContext, location }: PageProps<Queries.ErrorDebugTemplateQuery, SitePageContext>) => {
  // The status comes from the query string, known only in the browser: render the default first
  // so the server HTML and the first client render agree.
  const [statusCode, setStatusCode] = React.useState(DEFAULT_STATUS);
  React.useEffect(() => setStatusCode(readStatus(location.search)), [location.search]);
  return (
    <SiteLayout pageContext={pageContext}>
      <ErrorPage statusCode={statusCode} language={pageContext.language} />
    </SiteLayout>
  );
};

export default ErrorDebugTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ErrorDebugTemplateQuery, SitePageContext>) => (
  <>
    <PageHead language={pageContext.language} title={localeText(data.locales, 'errors', 'debugTitle')} />
    <meta name="robots" content="noindex" />
  </>
);

export const query = graphql`
  query ErrorDebugTemplate($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "errors"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
