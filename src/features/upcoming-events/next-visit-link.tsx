// A campus's next date as the way to visit it (the campus page's closing band): the same list as
// its events section (the build's, then the CMS's), so that the band never names a day the section
// has dropped. Without a date to come, what the page offers instead (`fallback`).
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import { formatDayOfWeek } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';
import type { EventSummary } from '@/content/site-chrome';
import { useUpcomingEvents } from './use-upcoming-events';

interface NextVisitLinkProps {
  campus: string;
  language: Language;
  snapshot: readonly EventSummary[];
  className: string;
  iconClassName: string;
  fallback: React.ReactNode;
}

export const NextVisitLink = ({ campus, language, snapshot, className, iconClassName, fallback }: NextVisitLinkProps) => {
  const { t } = useTranslation('campus');
  const next = useUpcomingEvents(language, { campus, snapshot })[0];
  if (!next) return <>{fallback}</>;
  return (
    <Link to={localize(language, routes.event(next.slug))} className={className}>
      <CalendarDays className={iconClassName} aria-hidden="true" focusable="false" />
      {/* One item of the button's row (its gap would widen the space before the date); the words
          before the date, then the date, as both languages put them (react-i18next's Trans would
          add about 2 KB to every page's first load); a <time>, which the visual tests mask. */}
      <span>
        {t('visitOn')} <time dateTime={next.dateStart}>{formatDayOfWeek(next.dateStart, language)}</time>
      </span>
      <span className="visually-hidden"> – {next.title}</span>
    </Link>
  );
};
