// `/hors-ligne`: what the installed app shows, offline, for a page it has not kept. The service
// worker (plugins/site-app/worker/navigation.ts) serves this page's HTML at the address the visitor
// asked for, with status 503, without its scripts: it fills the list of pages kept on the device
// (`data-offline-pages`, named by their titles without the site's name, the home page by
// `data-home-label`; and drops the empty note `data-offline-empty` when there are some) and
// points the retry link (`data-offline-retry`) at that address. Hence the empty layout: nothing here
// needs JavaScript, and the page frame's menus would not open without it.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { RotateCw, WifiOff } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { Button } from '@/components/ui/button';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';
import * as styles from './offline.module.css';

const OfflineTemplate = ({ pageContext }: PageProps<Queries.OfflineTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('common');
  const home = localize(pageContext.language, routes.home());
  return (
    <div className={styles.page}>
      {/* A plain link and the name in type: the logo is a picture the device may not have kept. */}
      <header>
        <a href={home} className={styles.wordmark}>
          {t('siteName')}
        </a>
      </header>
      <section className={styles.card} aria-labelledby="offline-title">
        <span className={styles.icon}>
          <WifiOff aria-hidden="true" focusable="false" />
        </span>
        <p className={styles.eyebrow}>{t('offline.eyebrow')}</p>
        <h1 id="offline-title" className={styles.title}>
          {t('offline.title')}
        </h1>
        <p className={styles.lead}>{t('offline.lead')}</p>
        {/* Visited directly, the page has no address to retry: home. */}
        <Button href={home} iconStart={RotateCw} data-offline-retry="">
          {t('offline.retry')}
        </Button>
      </section>
      <section className={styles.kept} aria-labelledby="offline-kept-title">
        <h2 id="offline-kept-title" className={styles.keptTitle}>
          {t('offline.keptTitle')}
        </h2>
        <ul className={styles.keptList} data-offline-pages="" data-home-label={t('breadcrumb.home')} />
        <p className={styles.empty} data-offline-empty="">
          {t('offline.keptEmpty')}
        </p>
      </section>
    </div>
  );
};

export default OfflineTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.OfflineTemplateQuery, SitePageContext>) => (
  <SeoHead pageContext={pageContext} title={localeText(data.locales, 'common', 'offline.pageTitle')} noindex />
);

export const query = graphql`
  query OfflineTemplate($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
