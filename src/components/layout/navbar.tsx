// The main navigation from the CMS `navbarproto` menu: links, and the sections of each dropdown.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { type Language, LANGUAGES, localize } from '@/lib/routes';
import type { Alternates } from '@/lib/page-context';
import { useSiteChrome } from './use-site-chrome';
import { MenuLink } from './menu-link';
import { LinkList } from './link-list';

export const Navbar = ({ language, alternates }: { language: Language; alternates: Alternates }) => {
  const { t } = useTranslation('common');
  const { navbar, website } = useSiteChrome(language);
  const otherLanguages = website?.englishEnabled === false ? [] : LANGUAGES.filter((lng) => lng !== language);

  return (
    <header className="site-header">
      <Link to={localize(language, '/')} className="site-logo">
        {website?.siteName ?? 'ESNUM'}
        <span className="visually-hidden"> – {t('nav.home')}</span>
      </Link>
      <nav aria-label={t('nav.main')}>
        <ul className="menu">
          {navbar?.body?.map((entry) => {
            if (!entry) return null;
            return (
              <li key={`${entry.__typename}-${entry.strapi_id}`}>
                {entry.url ? <MenuLink url={entry.url}>{entry.label}</MenuLink> : <span>{entry.label}</span>}
                {'menu_sections' in entry && entry.menu_sections?.length ? (
                  <ul>
                    {entry.menu_sections.map((section) => (
                      <li key={section?.strapi_id}>
                        <span>{section?.Titre}</span>
                        <LinkList links={section?.items} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {'items' in entry && entry.items?.length ? <LinkList links={entry.items} /> : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {otherLanguages.map((lng) => (
        <Link key={lng} to={alternates[lng] ?? localize(lng, '/')} hrefLang={lng} lang={lng}>
          {t('nav.switchTo')}
        </Link>
      ))}
    </header>
  );
};
