// The footer: the CMS `footer` menu (titled groups and single links) and the fixed legal links.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '@/lib/routes';
import { useSiteChrome } from './use-site-chrome';
import { MenuLink } from './menu-link';
import { LinkList } from './link-list';

const LEGAL_PATHS: Record<Language, { terms: string; legal: string; privacy: string }> = {
  fr: { terms: '/cgv', legal: '/mentions-legales', privacy: '/charte-donnees-personnelles' },
  en: { terms: '/en/terms-of-sale', legal: '/en/legal-notices', privacy: '/en/data-privacy-policy' },
};

export const Footer = ({ language }: { language: Language }) => {
  const { t } = useTranslation('common');
  const { footer, website } = useSiteChrome(language);
  const legal = LEGAL_PATHS[language];

  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="footer-columns">
        {footer?.body?.map((entry) => {
          if (!entry) return null;
          const key = `${entry.__typename}-${entry.strapi_id}`;
          if ('items' in entry && entry.items?.length) {
            return (
              <section key={key} className="footer-group">
                <h2 className="footer-title">{entry.label?.toUpperCase()}</h2>
                <LinkList links={entry.items} />
              </section>
            );
          }
          return (
            <p key={key} className="footer-link">
              <MenuLink url={entry.url}>{entry.label}</MenuLink>
            </p>
          );
        })}
      </div>
      <ul className="footer-legal">
        <li>
          <MenuLink url={legal.terms}>{t('footer.terms')}</MenuLink>
        </li>
        <li>
          <MenuLink url={legal.legal}>{t('footer.legal')}</MenuLink>
        </li>
        <li>
          <MenuLink url={legal.privacy}>{t('footer.privacy')}</MenuLink>
        </li>
        <li>
          <MenuLink url={website?.careersUrl}>{t('footer.careers')}</MenuLink>
        </li>
        <li>
          <MenuLink url={website?.complaintFormUrl}>{t('footer.complaint')}</MenuLink>
        </li>
      </ul>
    </footer>
  );
};
