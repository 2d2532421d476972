// The school's logo, linking home. From the CMS website settings; the school's name when none.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localize, routes } from '@/lib/routes';
import { useWebsite } from '@/content/site-chrome';
import { usePageLanguage } from '@/content/page-language';

export const SiteLogo = ({ className, link = true }: { className?: string; link?: boolean }) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const website = useWebsite(language);
  const src = website?.logo?.localFile?.publicURL;
  const name = website?.siteName ?? t('siteName');
  const image = src ? (
    <img src={src} alt={link ? t('nav.home') : t('footer.logo')} width={150} height={50} className={className} />
  ) : (
    <span className={className}>{name}</span>
  );
  return link ? (
    <Link to={localize(language, routes.home())} aria-label={src ? undefined : t('nav.home')}>
      {image}
    </Link>
  ) : (
    image
  );
};
