// `/error/debug`: the error page for a chosen status code (`?status=503`), to check each message.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { ErrorPage } from '@/components/errors/error-page';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import * as styles from './error-debug.module.css';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';

const DEFAULT_STATUS = 500;
const STATUSES = [400, 401, 403, 404, 500, 503, 504, 418];

const readStatus = (search: string) => {
  const value = Number(new URLSearchParams(search).get('status'));
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : DEFAULT_STATUS;
};

const ErrorDebugTemplate = ({ pageContext, location }: PageProps<Queries.ErrorDebugTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('common');
  // The status comes from the query string, known only in the browser: render the default first
  // so the server HTML and the first client render agree.
  const [statusCode, setStatusCode] = React.useState(DEFAULT_STATUS);
  React.useEffect(() => setStatusCode(readStatus(location.search)), [location.search]);
  // A valid status the list lacks (`?status=502`) is offered too, or the select would show another one.
  const statuses = STATUSES.includes(statusCode) ? STATUSES : [...STATUSES, statusCode];
  return (
    <>
      <form method="get" className={styles.form}>
        <label htmlFor="error-debug-status" className={styles.label}>
          {t('errors.debugChoose')}
        </label>
        <Select id="error-debug-status" name="status" defaultValue={String(statusCode)} key={statusCode} className={styles.select}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary">
          {t('errors.debugShow')}
        </Button>
      </form>
      <ErrorPage statusCode={statusCode} language={pageContext.language} />
    </>
  );
};

export default ErrorDebugTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ErrorDebugTemplateQuery, SitePageContext>) => (
  <SeoHead pageContext={pageContext} title={localeText(data.locales, 'common', 'errors.debugTitle')} noindex />
);

export const query = graphql`
  query ErrorDebugTemplate($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
