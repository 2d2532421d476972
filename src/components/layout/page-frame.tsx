// The frame around every page, chosen by the page's `layout`:
// - default: banner, navbars (desktop, and mobile with its sidebar), pop-in, page, mobile call-to-
//   action bar (but on the brochure's form, which it would only repeat), footer, back-to-top
//   button, site search;
// - dynamics: the same without the mobile call-to-action bar, with extra space under a banner;
// - empty: the page only.
// It is rendered in wrapPageElement, so it stays mounted (with its state) across page changes.
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '@/components/errors/error-boundary';
import { LazyErrorPage, loadErrorPage } from '@/components/errors/lazy-error-page';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { useOriginTrackingInit } from '@/features/origin-tracking/use-origin-tracking-init';
import { LoadingBar } from '@/features/navigation/loading-bar';
import { usePageMetrics } from '@/features/navigation/use-page-metrics';
import { LazyPopin } from '@/features/popin/lazy-popin';
import { LazySearchDialog } from '@/features/site-search/lazy-search-dialog';
import { useBannerOffset } from './banner-offset';
import { usePageError } from '@/state/page-error';
import { Banner } from './banner';
import { Footer } from './footer/footer';
import { MobileCtaBar } from './mobile-cta-bar';
import { DesktopNavbar } from './navbar/desktop-navbar';
import { MobileNavbar } from './navbar/mobile-navbar';
import { usePageLanguage } from '@/content/page-language';
import type { SearchKind } from '@/lib/search-kinds';
import { searchBodyMarks } from '@/lib/search-marks';
import { routes, unlocalize } from '@/lib/routes';
import * as styles from './page-frame.module.css';

export type LayoutName = 'default' | 'dynamics' | 'empty';

interface PageFrameProps {
  layout: LayoutName;
  path: string;
  /** The page's group in the site search: its content is indexed (search-marks.ts). */
  searchKind?: SearchKind;
  children: React.ReactNode;
}

/**
 * The skip link moves the focus to the page's content itself. Followed as a link, it changed the
 * router's location (#main), and the router then put the focus on its own wrapper, before the
 * banners and the navbar: the next Tab went back to the top of the page. Without JavaScript the
 * link does the same natively.
 */
const skipToMain = (event: React.MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
};

/**
 * The brochure's own page: its form is the page's one call to action, and the bar's "Brochure"
 * under it read as a second button for the same thing (a blind review).
 */
const isBrochureForm = (path: string) => unlocalize(path).replace(/(.)\/$/, '$1') === routes.brochure();

/** The page content, or the error page when an error was set for this page. */
const PageContent = ({ path, children }: { path: string; children: React.ReactNode }) => {
  const { language } = usePageLanguage();
  const [pageError, setPageError] = usePageError();
  useEffect(() => setPageError(null), [path, setPageError]);
  useEffect(() => loadWhenIdle(loadErrorPage), []);
  return (
    <PageErrorBoundary language={language} resetKey={path}>
      {pageError ? (
        <LazyErrorPage statusCode={pageError.statusCode} customMessage={pageError.customMessage} language={language} />
      ) : (
        children
      )}
    </PageErrorBoundary>
  );
};

export const PageFrame = ({ layout, path, searchKind, children }: PageFrameProps) => {
  const { t } = useTranslation('common');
  const { language } = usePageLanguage();
  const bannerOffset = useBannerOffset();
  usePageMetrics();
  useOriginTrackingInit();
  // The server sets <html lang> (site-app's onRenderBody); a page reached in the browser from one in
  // the other language must change it too, for screen readers' voices and for the site search,
  // whose index is chosen by it.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (layout === 'empty') {
    return (
      <main id="main" tabIndex={-1} lang={language}>
        <PageContent path={path}>{children}</PageContent>
      </main>
    );
  }

  // The phone's bar, and the room kept for it under the footer: not on the section pages ('dynamics')
  // nor on the brochure's form, which is that call to action itself.
  const withBar = layout === 'default' && !isBrochureForm(path);
  return (
    <div
      className={[styles.frame, layout === 'dynamics' ? styles.dynamics : '', withBar ? styles.withBar : ''].filter(Boolean).join(' ')}
      style={{ '--banner-offset': `${bannerOffset}px` } as React.CSSProperties}
    >
      {/* In a landmark of its own, as all of the page's content is. */}
      <nav aria-label={t('skipNav')}>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {t('skipToContent')}
        </a>
      </nav>
      <LoadingBar />
      <Banner />
      <div className={styles.navbarSlot}>
        <DesktopNavbar />
        <MobileNavbar />
      </div>
      <main id="main" tabIndex={-1} className={styles.main} {...searchBodyMarks(searchKind)}>
        <PageContent path={path}>{children}</PageContent>
      </main>
      {withBar ? <MobileCtaBar /> : null}
      <Footer />
      <LazyPopin language={language} />
      <LazySearchDialog language={language} />
    </div>
  );
};
