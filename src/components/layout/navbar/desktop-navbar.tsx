// The desktop navbar: a top bar (who you are, contact, services, language) and a main bar (logo,
// the CMS navbar menu, the calls to action). It turns into a compact fixed bar once the page is
// scrolled, and at 1300 px wide or less (CSS); the compact bar has no top bar, so it shows the
// language switch and a menu button that opens the sidebar (with the profile and services menus).
// The calls to action and the language switch never leave the screen: when the entries do not all
// fit beside them, the last ones fold away and the menu button (which shows them all) appears.
import React, { useRef } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Menu } from 'lucide-react';
import { Disclosure } from '@/components/ui/disclosure';
import { usePriorityFold } from '@/components/ui/use-priority-fold';
import { CtaLinks } from '@/features/popin/cta-links';
import { localize, routes } from '@/lib/routes';
import { useOnTop } from '@/features/navigation/navigation-state';
import { SIDEBAR_ID, useSidebar } from '@/features/sidebar-menu/use-sidebar';
import { SearchButton } from '@/features/site-search/search-button';
import { useMenus } from '@/content/site-chrome';
import { MenuLink } from '../menu-link';
import { usePageLanguage } from '@/content/page-language';
import { SiteLogo } from '../site-logo';
import { LanguageSwitch } from './language-switch';
import { CampusPanel, LinksPanel, SectionsPanel } from './menu-panels';
import { ProfileMenu, ServicesMenu } from './top-menus';
import * as styles from './navbar.module.css';

const CTA_CLASSES: Partial<Record<string, string>> = { brochure: styles.ctaBrochure, registration: styles.ctaRegistration };

const withChevron = (label: React.ReactNode) => (
  <>
    {label}
    <ChevronDown aria-hidden="true" size={16} strokeWidth={2.25} className={styles.chevron} />
  </>
);

export const DesktopNavbar = () => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const { navbar } = useMenus(language);
  const onTop = useOnTop();
  const { sidebar, open: openSidebar } = useSidebar();
  const entriesRef = useRef<HTMLUListElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Measured again at the top of the page, where the menu button may hide once every entry fits.
  const visibleEntries = usePriorityFold(entriesRef, navbar.length, menuButtonRef, onTop);
  const folded = visibleEntries < navbar.length;
  const dropdown = { className: styles.topItem, buttonClassName: styles.topButton, panelClassName: styles.topPanel };

  return (
    <header
      className={`${styles.desktop} ${onTop ? '' : styles.compact}`}
      data-compact={!onTop || undefined}
      data-folded={folded || undefined}
    >
      <div className={styles.topBar}>
        <nav aria-label={t('topbar.label')} className={styles.topNav}>
          <ProfileMenu {...dropdown} label={withChevron(t('topbar.profile'))} />
          <Link to={localize(language, routes.article('contactez-nous'))} className={styles.topLink}>
            {t('topbar.contact')}
          </Link>
          <ServicesMenu {...dropdown} label={withChevron(t('topbar.services'))} />
          <LanguageSwitch className={styles.topLanguage} />
        </nav>
      </div>
      <div className={styles.mainBar}>
        <SiteLogo className={styles.logo} />
        <nav aria-label={t('nav.main')} className={styles.mainNav}>
          <ul className={styles.entries} ref={entriesRef}>
            {navbar.map((entry, index) => (
              <li
                key={`${entry.__typename}-${entry.strapi_id ?? index}`}
                className={styles.entry}
                data-folded={index >= visibleEntries || undefined}
              >
                {entry.__typename === 'STRAPI__COMPONENT_CORE_MENU_ITEM' ? (
                  <MenuLink url={entry.url}>{entry.label}</MenuLink>
                ) : (
                  <Disclosure label={withChevron(entry.label)} buttonClassName={styles.entryButton} panelClassName={styles.panel}>
                    {entry.__typename === 'STRAPI__COMPONENT_CORE_MENU' ? (
                      <LinksPanel entry={entry} />
                    ) : entry.variant === 'campus' ? (
                      <CampusPanel entry={entry} language={language} />
                    ) : (
                      <SectionsPanel entry={entry} language={language} />
                    )}
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <SearchButton className={styles.searchButton} iconSize={18} />
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={sidebar.open}
          // The sidebar is in the page only while open: a closed one is controlled by nothing there.
          aria-controls={sidebar.open ? SIDEBAR_ID : undefined}
          onClick={openSidebar}
        >
          <Menu aria-hidden="true" size={18} strokeWidth={2.25} />
          {t('nav.menu')}
        </button>
        <LanguageSwitch className={styles.barLanguage} />
        <CtaLinks language={language} className={styles.ctas} linkClassName={(cta) => `${styles.cta} ${CTA_CLASSES[cta] ?? ''}`} />
      </div>
    </header>
  );
};
