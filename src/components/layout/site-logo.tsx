// The school's logo, linking home. From the CMS website settings; the school's name when none.
// `reversed`, on a dark ground (the footer): the logo in white when the CMS has it, else the logo
// in colour on a white plate (the caller's class draws the plate, marked by data-plate).
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localize, routes } from '@/lib/routes';
import { useWebsite } from '@/content/site-chrome';
import { usePageLanguage } from '@/content/page-language';

export const SiteLogo = ({ className, link = true, reversed = false }: { className?: string; link?: boolean; reversed?: boolean }) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const website = useWebsite(language);
  const reversedSrc = reversed ? website?.logoReversed?.localFile?.publicURL : undefined;
  const src = reversedSrc ?? website?.logo?.localFile?.publicURL;
  const name = website?.siteName ?? t('siteName');
  const image = src ? (
    <img
      src={src}
      alt={link ? t('nav.home') : t('footer.logo')}
      width={150}
      height={50}
      className={className}
      data-plate={reversed && !reversedSrc ? '' : undefined}
    />
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
