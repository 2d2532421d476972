// Links to campus pages as a cloud of city pills with a pin (PillLinks): the campuses of the campus
// map, of a programme, of a news item.
import React from 'react';
import { MapPin } from 'lucide-react';
import { type Language, localize, routes } from '@/lib/routes';
import { PillLinks } from './pill-links';

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

export const CampusLinks = ({
  campuses,
  language,
  className,
}: {
  campuses: ReadonlyArray<CampusRef | null> | null | undefined;
  language: Language;
  className?: string;
}) => (
  <PillLinks
    className={className}
    icon={MapPin}
    links={(campuses ?? []).flatMap((campus) =>
      campus ? [{ to: localize(language, routes.campus(campus.slug)), label: <CityName name={campus.name} /> }] : [],
    )}
  />
);
