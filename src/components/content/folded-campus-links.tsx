// A long cloud of campus pills folded: the first ones, then a "+ 16 autres campus" disclosure that
// opens the others in place (a programme taught on 24 campuses: its cloud pushed the page's
// requests a screen down, review). Both clouds are CampusLinks; the fold is apart from it, so that
// the pages whose clouds stay whole (the campus map of the home page) do not carry it.
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/routes';
import { type CampusRef, CampusLinks } from './campus-links';
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
  return (
    <>
      <CampusLinks campuses={present.slice(0, cut)} language={language} className={className} />
      {present.length > cut ? (
        <details className={styles.more}>
          <summary className={styles.moreToggle}>{t('campusLinks.more', { count: present.length - cut })}</summary>
          <CampusLinks campuses={present.slice(cut)} language={language} className={className} />
        </details>
      ) : null}
    </>
  );
};
