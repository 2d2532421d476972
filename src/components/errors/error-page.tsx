// The error page content: message by status code (a custom message overrides it), the code,
// and links to the main sections of the site.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { type Language, localize, routes } from '@/lib/routes';
import { errorMessageKey } from './error-messages';

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
}: {
  statusCode: number;
  customMessage?: string;
  language: Language;
}) => {
  const { t } = useTranslation('errors');
  return (
    <section className="error-page">
      <h1>{t('oops')}</h1>
      <p>{customMessage || t(errorMessageKey(statusCode))}</p>
      <p>
        {t('errorCode')} : <strong>{statusCode}</strong>
      </p>
      <p>{t('suggestions')}</p>
      <ul>
        {SUGGESTIONS.map(({ key, route }) => (
          <li key={key}>
            <Link to={localize(language, route)}>{t(`links.${key}`)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localize(language, routes.home())}>{t('backToSite')}</Link>
      </p>
    </section>
  );
};
