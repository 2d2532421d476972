// The mobile navbar: the logo, the search button and a burger button that opens the sidebar, with the upcoming events
// and the calls to action in it. The sidebar is rendered beside the bar, not in it: the desktop
// bar's menu button opens the same sidebar when its entries do not all fit.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { CtaLinks } from '@/features/popin/cta-links';
import { LazySidebar } from './lazy-sidebar';
import { SIDEBAR_ID, useSidebar } from '@/features/sidebar-menu/use-sidebar';
import { SearchButton } from '@/features/site-search/search-button';
import { EventsBlock } from '@/features/upcoming-events/events-block';
import { usePageLanguage } from '@/content/page-language';
import { SiteLogo } from '../site-logo';
import * as styles from './mobile-navbar.module.css';

export const MobileNavbar = () => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const { sidebar, open } = useSidebar();
  return (
    <>
      <header className={styles.mobile}>
        <SiteLogo className={styles.logo} />
        <div className={styles.actions}>
          <SearchButton className={styles.burger} iconSize={22} />
          <button
            type="button"
            className={styles.burger}
            aria-expanded={sidebar.open}
            // The sidebar is in the page only while open: a closed one is controlled by nothing there.
            aria-controls={sidebar.open ? SIDEBAR_ID : undefined}
            aria-label={t('nav.openMenu')}
            onClick={open}
          >
            <Menu aria-hidden="true" size={24} strokeWidth={2.25} />
          </button>
        </div>
      </header>
      <LazySidebar
        id={SIDEBAR_ID}
        campusAside={<EventsBlock language={language} />}
        renderCtas={({ className, linkClassName }) => <CtaLinks language={language} className={className} linkClassName={linkClassName} />}
      />
    </>
  );
};
