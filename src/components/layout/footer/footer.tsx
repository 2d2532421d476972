// The footer of every page: logo, the links of their own and social networks, the columns of the CMS footer menu, the
// fixed links, and the school network's embedded frame. Only the legal links' row, which holds the
// cookie settings button, is hydrated.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeHref } from '@/lib/safe-url';
import { type MenuEntry, useMenus, useWebsite } from '@/content/site-chrome';
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button';
import { LinkList } from '../link-list';
import { MenuLink } from '../menu-link';
import { usePageLanguage } from '@/content/page-language';
import { StaticHtml } from '@/components/ui/static-html';
import { LEGAL_PATHS } from '@/lib/legal-paths';
import { ScrollToTop } from '@/features/navigation/scroll-to-top';
import { SocialLinks } from './social-links';
import * as styles from './footer.module.css';

type FooterGroup = Extract<MenuEntry, { items: unknown }>;

/** The brand's mark reversed for the navy: a file of the site, drawn by cms/src/seed/brand/site-pictures.ts. */
const REVERSED_LOGO_PATH = '/images/logo-reversed.svg';

/** A titled column of links; any other entry is a link of its own. */
const isGroup = (entry: MenuEntry): entry is FooterGroup => 'items' in entry && Boolean(entry.items?.length);

export const Footer = () => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const website = useWebsite(language);
  const { footer } = useMenus(language);
  const legal = LEGAL_PATHS[language];
  const groups = footer.filter(isGroup);
  const singles = footer.filter((entry) => !isGroup(entry));

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        {/* Links only: kept as the server wrote them, rendered again in another language. */}
        <StaticHtml content={language}>
          <div className={styles.brand}>
            {/* The brand's reversed mark, drawn for the navy (no white box around a logo for white). */}
            <img src={REVERSED_LOGO_PATH} alt={t('footer.logo')} width={150} height={50} className={styles.logo} />
            {singles.length ? (
              // The links of their own (Contactez-nous, Partenaires) beside the logo: alone in a row
              // under the columns, they read as a row left over (a blind review).
              <ul className={styles.singles}>
                {singles.map((entry, index) => (
                  <li key={`${entry.__typename}-${entry.strapi_id ?? index}`}>
                    <MenuLink url={entry.url}>{entry.label}</MenuLink>
                  </li>
                ))}
              </ul>
            ) : null}
            <SocialLinks website={website} />
          </div>
          <div className={styles.columns}>
            {groups.map((entry, index) => (
              // A group: on a phone, closed under its name (the summary); on a wider screen, a
              // column under its heading, always open (footer.module.css). No script either way.
              <details key={`${entry.__typename}-${entry.strapi_id ?? index}`} className={styles.column}>
                <summary className={styles.groupToggle}>{entry.label}</summary>
                <h2 className={styles.columnTitle}>{entry.label}</h2>
                <LinkList links={entry.items} />
              </details>
            ))}
          </div>
        </StaticHtml>
        <ul className={styles.legal}>
          <li>
            <MenuLink url={legal.terms}>{t('footer.terms')}</MenuLink>
          </li>
          <li>
            <MenuLink url={legal.legal}>{t('footer.legal')}</MenuLink>
          </li>
          <li>
            <MenuLink url={legal.privacy}>{t('footer.privacy')}</MenuLink>
          </li>
          <CookieSettingsButton className={styles.cookieSettings} />
          <li>
            <MenuLink url={website?.careersUrl}>{t('footer.careers')}</MenuLink>
          </li>
          <li>
            <MenuLink url={website?.complaintFormUrl}>{t('footer.complaint')}</MenuLink>
          </li>
        </ul>
        {/* The build's year, as the server wrote it: a visit on the first of January keeps the page's. */}
        <StaticHtml content={language}>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </StaticHtml>
      </div>
      {isSafeHref(website?.footerFrameUrl) && /^https:/.test(website?.footerFrameUrl ?? '') ? (
        // Content of the school network's own static host: no script of ours runs in it, and a
        // frame that cannot load only leaves an empty strip.
        <iframe
          className={styles.frame}
          src={website!.footerFrameUrl!}
          title={t('footer.frameTitle')}
          // The width is the CSS module's (100%): HTML only allows a number of pixels here.
          height="115"
          loading="lazy"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      ) : null}
      {/* Fixed on screen, but inside a landmark like everything else, and last in the tab order. */}
      <ScrollToTop />
    </footer>
  );
};
