// The page frame shared by every template: skip link, navbar, main content, footer.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SitePageContext } from '@/lib/page-context';
import { Navbar } from './navbar';
import { Footer } from './footer';

interface SiteLayoutProps {
  pageContext: Pick<SitePageContext, 'language' | 'alternates'>;
  children: React.ReactNode;
}

export const SiteLayout = ({ pageContext, children }: SiteLayoutProps) => {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Navbar language={pageContext.language} alternates={pageContext.alternates ?? {}} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer language={pageContext.language} />
    </>
  );
};
