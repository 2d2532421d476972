// A long cloud of campus pills folded: the first ones, then a "+ 16 autres campus" disclosure that
// opens the others in place (a programme taught on 24 campuses: its cloud pushed the page's
// requests a screen down, review). Apart from CampusLinks, so that the pages whose clouds stay
// whole (the campus map of the home page) do not carry it.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { type Language, localize, routes } from '@/lib/routes';
import { type CampusRef, CityName } from './campus-links';
import * as pills from './pill-links.module.css';
import * as styles from './folded-campus-links.module.css';

export const FoldedCampusLinks = ({
  campuses,
  language,
  shown,
  className,
}: {
  campuses: ReadonlyArray<CampusRef | null> | null | undefined;
  language: Language;
  /** How many pills show before the disclosure. */
  shown: number;
  className?: string;
}) => {
  const { t } = useTranslation('common');
  const present = campuses?.filter((campus): campus is CampusRef => campus !== null) ?? [];
  // Folding away one or two pills would save nothing.
  const cut = present.length > shown + 2 ? shown : present.length;
  // CampusLinks' pill, drawn again rather than shared: a pill component of its own added to the
  // home page's first load the bytes its ceiling does not have (the home's campus map has pills).
  const cloud = (list: readonly CampusRef[]) => (
    <ul className={cx(pills.pills, className)}>
      {list.map((campus) => (
        <li key={campus.slug}>
          <Link to={localize(language, routes.campus(campus.slug))} className={pills.pill}>
            <MapPin className={pills.pin} aria-hidden="true" focusable="false" />
            <CityName name={campus.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {cloud(present.slice(0, cut))}
      {present.length > cut ? (
        <details className={styles.more}>
          <summary className={styles.moreToggle}>{t('campusLinks.more', { count: present.length - cut })}</summary>
          {cloud(present.slice(cut))}
        </details>
      ) : null}
    </>
  );
};
