// What each kind of navbar entry shows when opened: the campus list with the events, a dropdown's
// sections, items and events, or a simple menu's links.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { EventsBlock } from '@/features/upcoming-events/events-block';
import { type Language, localize, routes } from '@/lib/routes';
import { type MenuEntry, useCampuses } from '@/content/site-chrome';
import { LinkList } from '../link-list';
import { MenuLink } from '../menu-link';
import { campusColumns } from './campus-columns';
import * as styles from './navbar.module.css';

type Dropdown = Extract<MenuEntry, { __typename: 'STRAPI__COMPONENT_CORE_MENU_DROPDOWN' }>;
type SimpleMenu = Extract<MenuEntry, { __typename: 'STRAPI__COMPONENT_CORE_MENU' }>;

export const CampusPanel = ({ entry, language }: { entry: Dropdown; language: Language }) => {
  const { t } = useTranslation('common');
  const columns = campusColumns(useCampuses(language), language);
  return (
    <div className={styles.panelGrid}>
      <div className={styles.campusColumns}>
        {columns.map((column, index) => (
          <ul key={index} className={styles.plainList}>
            {column.map((campus) => (
              <li key={campus.slug}>
                <Link to={localize(language, routes.campus(campus.slug))}>{campus.name}</Link>
              </li>
            ))}
          </ul>
        ))}
        <MenuLink url={entry.url || localize(language, routes.campuses())}>{t('nav.allCampuses')}</MenuLink>
      </div>
      <EventsBlock language={language} />
    </div>
  );
};

export const SectionsPanel = ({ entry, language }: { entry: Dropdown; language: Language }) => (
  <div className={styles.panelGrid3}>
    <div className={styles.sections}>
      {entry.menu_sections?.map((section, index) =>
        section ? (
          <div key={section.strapi_id ?? index}>
            <h3 className={styles.sectionTitle}>{section.Titre}</h3>
            <LinkList links={section.items} />
          </div>
        ) : null,
      )}
    </div>
    <div className={styles.items}>
      <LinkList links={entry.items} />
    </div>
    <EventsBlock language={language} />
  </div>
);

export const LinksPanel = ({ entry }: { entry: SimpleMenu }) => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.linksPanel}>
      <LinkList links={entry.items} />
      {entry.url && entry.label ? <MenuLink url={entry.url}>{t('nav.seeAll', { label: entry.label })}</MenuLink> : null}
    </div>
  );
};
