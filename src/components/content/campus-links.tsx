// Links to campus pages as a cloud of city pills with a pin (PillLinks' styles): the campuses of the campus map, of a
// programme, of a news item.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { type Language, localize, routes } from '@/lib/routes';
import * as styles from './pill-links.module.css';

interface CampusRef {
  name: string;
  slug: string;
}

/** "ESNUM Lyon" shows as "Lyon" in a list of campuses, and is still read in full. */
const CityName = ({ name }: { name: string }) => {
  const [, brand, city] = /^(ESNUM\s+)(.+)$/.exec(name) ?? [];
  if (!brand || !city) return <>{name}</>;
  return (
    <>
      <span className="visually-hidden">{brand}</span>
      {city}
    </>
  );
};

const CampusPill = ({ campus, language }: { campus: CampusRef; language: Language }) => (
  <li>
    <Link to={localize(language, routes.campus(campus.slug))} className={styles.pill}>
      <MapPin className={styles.pin} aria-hidden="true" focusable="false" />
      <CityName name={campus.name} />
    </Link>
  </li>
);

export const CampusLinks = ({
  campuses,
  language,
  className,
  shown,
}: {
  campuses: ReadonlyArray<CampusRef | null> | null | undefined;
  language: Language;
  className?: string;
  /**
   * How many pills show before a "+ 16 campus" disclosure holds the others (a programme taught on
   * 24 campuses: a cloud of 24 pills pushed its requests a screen down, review). All by default.
   */
  shown?: number;
}) => {
  const { t } = useTranslation('common');
  const present = campuses?.filter((campus): campus is CampusRef => campus !== null) ?? [];
  // Folding away one or two pills would save nothing.
  const cut = shown !== undefined && present.length > shown + 2 ? shown : present.length;
  const [first, rest] = [present.slice(0, cut), present.slice(cut)];
  return (
    <>
      <ul className={cx(styles.pills, className)}>
        {first.map((campus) => (
          <CampusPill key={campus.slug} campus={campus} language={language} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.moreToggle}>{t('campusLinks.more', { count: rest.length })}</summary>
          <ul className={cx(styles.pills, className)}>
            {rest.map((campus) => (
              <CampusPill key={campus.slug} campus={campus} language={language} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
};
