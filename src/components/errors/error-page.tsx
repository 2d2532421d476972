// The error page content (spec §2 and §8): the global message, the message of the status code (a
// custom message overrides it), the code, an illustration, links to the main sections, and the
// way back home.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarDays, GraduationCap, House, MapPin, Newspaper, type LucideIcon } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { SearchButton } from '@/features/site-search/search-button';
import { type Language, localize, routes } from '@/lib/routes';
import { errorMessageKey } from './error-messages';
import { ErrorIllustration } from './error-illustration';
import * as styles from './error-page.module.css';

const SUGGESTIONS: ReadonlyArray<{ key: string; route: string; icon: LucideIcon }> = [
  { key: 'home', route: routes.home(), icon: House },
  { key: 'programmes', route: routes.programmes(), icon: GraduationCap },
  { key: 'campus', route: routes.campuses(), icon: MapPin },
  { key: 'agenda', route: routes.agenda(), icon: CalendarDays },
  { key: 'news', route: routes.news(), icon: Newspaper },
];

export const ErrorPage = ({
  statusCode,
  customMessage,
  language,
  details,
  eyebrow,
  offerSearch,
}: {
  statusCode: number;
  customMessage?: string;
  language: Language;
  /** What went wrong, for the curious (rendering errors). */
  details?: string;
  /** A line above the title (the 404 page's "This page could not be found"). */
  eyebrow?: React.ReactNode;
  /** The site search beside the way home (the 404 page: the visitor was looking for something). */
  offerSearch?: boolean;
}) => {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <div className={styles.illustration}>
          <ErrorIllustration label={t('errors.illustration')} />
        </div>
        <div className={styles.text}>
          {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
          <h1 className={styles.title}>{t('errors.oops')}</h1>
          <p className={styles.message}>{customMessage || t(errorMessageKey(statusCode))}</p>
          <p className={styles.code}>
            {t('withColon', { label: t('errors.errorCode') })} <strong>{statusCode}</strong>
          </p>
          <p className={styles.description}>{t(offerSearch ? 'errors.descriptionWithSearch' : 'errors.description')}</p>
          <p className={styles.backLine}>
            <Link to={localize(language, routes.home())} className={buttonClassName({ variant: 'secondary' })}>
              {t('errors.backToSite')}
              <ArrowRight className={styles.backIcon} aria-hidden="true" focusable="false" />
            </Link>
            {offerSearch ? <SearchButton className={buttonClassName({ variant: 'ghost' })} showLabel iconSize={18} /> : null}
          </p>
        </div>
      </div>
      {details ? (
        <details className={styles.details}>
          <summary>{t('errors.fallbackDetails')}</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
      <h2 className={styles.invitation}>{t('errors.suggestions')}</h2>
      <ul className={styles.links}>
        {SUGGESTIONS.map(({ key, route, icon: Icon }) => (
          <li key={key}>
            {/* Named by all it shows (WCAG 2.5.3): its title, then the line under it. */}
            <Link to={localize(language, route)} className={styles.card}>
              <Icon className={styles.cardIcon} aria-hidden="true" focusable="false" />
              <span className={styles.cardTitle}>{t(`errors.links.${key}`)}</span>{' '}
              <span className={styles.cardHint}>{t(`errors.hints.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
