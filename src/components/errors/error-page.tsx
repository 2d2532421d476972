// The error page content (spec §2 and §8): the global message, the message of the status code (a
// custom message overrides it), the code, an illustration, links to the main sections, and the
// way back home.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { type Language, localize, routes } from '@/lib/routes';
import { errorMessageKey } from './error-messages';
import { ErrorIllustration } from './error-illustration';
import * as styles from './error-page.module.css';

const SUGGESTIONS = [
  { key: 'home', route: routes.home() },
  { key: 'programmes', route: routes.programmes() },
  { key: 'campus', route: routes.campuses() },
  { key: 'agenda', route: routes.agenda() },
  { key: 'news', route: routes.news() },
];

export const ErrorPage = ({
  statusCode,
  customMessage,
  language,
  details,
}: {
  statusCode: number;
  customMessage?: string;
  language: Language;
  /** What went wrong, for the curious (rendering errors). */
  details?: string;
}) => {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page}>
      <ErrorIllustration label={t('errors.illustration')} />
      <h1>{t('errors.oops')}</h1>
      <p className={styles.message}>{customMessage || t(errorMessageKey(statusCode))}</p>
      <p className={styles.code}>
        {t('withColon', { label: t('errors.errorCode') })} <strong>{statusCode}</strong>
      </p>
      {details ? (
        <details>
          <summary>{t('errors.fallbackDetails')}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
      <p className={styles.invitation}>{t('errors.suggestions')}</p>
      <ul className={styles.links}>
        {SUGGESTIONS.map(({ key, route }) => (
          <li key={key}>
            <Link to={localize(language, route)} className={styles.card}>
              {t(`errors.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p>{t('errors.description')}</p>
      <p>
        <Link to={localize(language, routes.home())} className={styles.back}>
          {t('errors.backToSite')}
        </Link>
      </p>
    </section>
  );
};
