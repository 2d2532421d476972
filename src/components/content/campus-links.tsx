// Links to campus pages (the campuses of a news item, of a programme).
import React from 'react';
import { Link } from 'gatsby';
import { type Language, localize, routes } from '@/lib/routes';

interface CampusRef {
  name: string;
  slug: string;
}

export const CampusLinks = ({
  campuses,
  language,
  className,
}: {
  campuses: ReadonlyArray<CampusRef | null> | null | undefined;
  language: Language;
  className?: string;
}) => (
  <ul className={className}>
    {campuses?.map((campus) =>
      campus ? (
        <li key={campus.slug}>
          <Link to={localize(language, routes.campus(campus.slug))}>{campus.name}</Link>
        </li>
      ) : null,
    )}
  </ul>
);
