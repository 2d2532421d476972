// Links to campus pages as a cloud of city pills with a pin (PillLinks' styles): the campuses of the campus map, of a
// programme, of a news item.
import React from 'react';
import { Link } from 'gatsby';
import { MapPin } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { type Language, localize, routes } from '@/lib/routes';
import * as styles from './pill-links.module.css';

export interface CampusRef {
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

export const CampusLinks = ({
  campuses,
  language,
  className,
}: {
  campuses: ReadonlyArray<CampusRef | null> | null | undefined;
  language: Language;
  className?: string;
}) => (
  <ul className={cx(styles.pills, className)}>
    {campuses?.map((campus) =>
      campus ? (
        <li key={campus.slug}>
          <Link to={localize(language, routes.campus(campus.slug))} className={styles.pill}>
            <MapPin className={styles.pin} aria-hidden="true" focusable="false" />
            <CityName name={campus.name} />
          </Link>
        </li>
      ) : null,
    )}
  </ul>
);
