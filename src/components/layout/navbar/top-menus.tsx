// The menus of the top bar (and of the mobile sidebar's footer): who you are, and the school's
// services.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '@/components/ui/disclosure';
import { localize, routes } from '@/lib/routes';
import { useWebsite } from '@/content/site-chrome';
import { LinkList } from '../link-list';
import { usePageLanguage } from '@/content/page-language';

interface MenuClasses {
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  hover?: boolean;
  /** The button's content, when more than the menu's name (an icon). */
  label?: React.ReactNode;
}

export const ProfileMenu = ({ label, ...classes }: MenuClasses) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const website = useWebsite(language);
  const links = [
    { label: t('topbar.profiles.student'), url: localize(language, routes.home()) },
    { label: t('topbar.profiles.company'), url: website?.companySiteUrl },
    { label: t('topbar.profiles.professional'), url: website?.professionalSiteUrl },
  ];
  return (
    <Disclosure label={label ?? t('topbar.profile')} {...classes}>
      <LinkList links={links} />
    </Disclosure>
  );
};

export const ServicesMenu = ({ label, ...classes }: MenuClasses) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const links = [
    { label: t('topbar.servicesLinks.network'), url: localize(language, routes.article('edito-reseau-competences-et-developpement')) },
    { label: t('topbar.servicesLinks.art'), url: localize(language, routes.article('art-culture')) },
    { label: t('topbar.servicesLinks.courses'), url: localize(language, routes.article('formations-reseau')) },
    { label: t('topbar.servicesLinks.podcasts'), url: localize(language, routes.article('decouvrez-nos-podcasts')) },
  ];
  return (
    <Disclosure label={label ?? t('topbar.services')} {...classes}>
      <LinkList links={links} />
    </Disclosure>
  );
};
