// The desktop navbar: a top bar (who you are, contact, services, language) and a main bar (logo,
// the CMS navbar menu, the calls to action). It turns into a compact fixed bar once the page is
// scrolled, and at 1300 px wide or less (CSS).
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Disclosure } from '@/components/ui/disclosure';
import { CtaLinks } from '@/features/popin/cta-links';
import { localize, routes } from '@/lib/routes';
import { useOnTop } from '@/features/navigation/navigation-state';
import { useMenus } from '@/content/site-chrome';
import { MenuLink } from '../menu-link';
import { usePageLanguage } from '@/content/page-language';
import { SiteLogo } from '../site-logo';
import { LanguageSwitch } from './language-switch';
import { CampusPanel, LinksPanel, SectionsPanel } from './menu-panels';
import { ProfileMenu, ServicesMenu } from './top-menus';
import * as styles from './navbar.module.css';

const CTA_CLASSES: Partial<Record<string, string>> = { brochure: styles.ctaBrochure, registration: styles.ctaRegistration };

export const DesktopNavbar = () => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const { navbar } = useMenus(language);
  const onTop = useOnTop();
  const dropdown = { className: styles.topItem, buttonClassName: styles.topButton, panelClassName: styles.topPanel };

  return (
    <header className={`${styles.desktop} ${onTop ? '' : styles.compact}`} data-compact={!onTop || undefined}>
      <div className={styles.topBar}>
        <nav aria-label={t('topbar.label')} className={styles.topNav}>
          <ProfileMenu {...dropdown} />
          <Link to={localize(language, routes.article('contactez-nous'))} className={styles.topLink}>
            {t('topbar.contact')}
          </Link>
          <ServicesMenu {...dropdown} />
          <LanguageSwitch className={styles.topLink} />
        </nav>
      </div>
      <div className={styles.mainBar}>
        <SiteLogo className={styles.logo} />
        <nav aria-label={t('nav.main')} className={styles.mainNav}>
          <ul className={styles.entries}>
            {navbar.map((entry, index) => (
              <li key={`${entry.__typename}-${entry.strapi_id ?? index}`} className={styles.entry}>
                {entry.__typename === 'STRAPI__COMPONENT_CORE_MENU_ITEM' ? (
                  <MenuLink url={entry.url}>{entry.label}</MenuLink>
                ) : (
                  <Disclosure label={entry.label} buttonClassName={styles.entryButton} panelClassName={styles.panel}>
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
        <CtaLinks language={language} className={styles.ctas} linkClassName={(cta) => `${styles.cta} ${CTA_CLASSES[cta] ?? ''}`} />
      </div>
    </header>
  );
};
