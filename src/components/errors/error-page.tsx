// The error page content (spec §2 and §8): the global message, the message of the status code (a
// custom message overrides it), the code, an illustration, links to the main sections, and the
// way back home.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ArrowLeft, ArrowRight, CalendarDays, GraduationCap, House, type LucideIcon, MapPin, Newspaper } from 'lucide-react';
import { type Language, localize, routes } from '@/lib/routes';
import { errorMessageKey } from './error-messages';
import { ErrorIllustration } from './error-illustration';
import * as styles from './error-page.module.css';

const SUGGESTIONS: Array<{ key: string; route: string; Icon: LucideIcon }> = [
  { key: 'home', route: routes.home(), Icon: House },
  { key: 'programmes', route: routes.programmes(), Icon: GraduationCap },
  { key: 'campus', route: routes.campuses(), Icon: MapPin },
  { key: 'agenda', route: routes.agenda(), Icon: CalendarDays },
  { key: 'news', route: routes.news(), Icon: Newspaper },
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
        {SUGGESTIONS.map(({ key, route, Icon }) => (
          <li key={key}>
            <Link to={localize(language, route)} className={styles.card}>
              <Icon aria-hidden="true" size={24} strokeWidth={2} className={styles.cardIcon} />
              <span>{t(`errors.links.${key}`)}</span>
              <ArrowRight aria-hidden="true" size={18} strokeWidth={2.25} className={styles.cardArrow} />
            </Link>
          </li>
        ))}
      </ul>
      <p>{t('errors.description')}</p>
      <p>
        <Link to={localize(language, routes.home())} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} strokeWidth={2.25} />
          {t('errors.backToSite')}
        </Link>
      </p>
    </section>
  );
};
