// `/crm/brochure`: the brochure request page, with the campus choice of the pop-in. Without
// JavaScript, the build-time list of brochure links is there instead, held to the pop-in's rule:
// https links on the allowed CRM hosts only.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Briefcase, CalendarCheck, GraduationCap, Lock, Wallet } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { BrochureRequest } from '@/features/popin/brochure-request';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { safeCrmUrl } from '@/lib/crm-url';
import { localize } from '@/lib/routes';
import { CRM_ALLOWED_HOSTS } from '@/lib/runtime-config';
import { byNameIn } from '@/lib/intl';
import * as styles from './crm-brochure.module.css';
import * as listPage from './list-page.module.css';

/** What a campus brochure holds, in the visitors' order of questions. */
const BROCHURE_CONTENTS = [
  { key: 'programmes', icon: GraduationCap },
  { key: 'admission', icon: CalendarCheck },
  { key: 'costs', icon: Wallet },
  { key: 'careers', icon: Briefcase },
] as const;

const CrmBrochureTemplate = ({ data, pageContext }: PageProps<Queries.CrmBrochureTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['crm', 'common']);
  const { language } = pageContext;
  const names = new Map(data.campuses.nodes.map((campus) => [campus.documentId, campus.name]));
  const regions = Object.fromEntries(data.campuses.nodes.map((campus) => [campus.slug, campus.region]));
  const links = data.links.nodes
    .flatMap((link) => {
      const url = link.campus ? safeCrmUrl(link.url, CRM_ALLOWED_HOSTS) : null;
      return url ? [{ url: url.href, name: names.get(link.campus!.documentId) ?? link.campus!.name }] : [];
    })
    .sort(byNameIn(language));
  return (
    <>
      <Breadcrumbs
        className={listPage.crumbs}
        label={t('common:breadcrumb.label')}
        items={[{ label: t('common:breadcrumb.home'), to: localize(language, '/') }, { label: t('brochureTitle') }]}
      />
      <div className={styles.layout}>
        <div className={styles.pitch}>
          <h1 id="brochure-title" className={styles.title}>
            {t('brochureTitle')}
          </h1>
          <p className={styles.lead}>{t('brochureIntro')}</p>
        </div>
        <section className={styles.request} aria-labelledby="brochure-request">
          <div className={styles.requestHead}>
            {/* What the visitor gets, drawn: a brochure in the brand's colours. */}
            <div className={styles.cover} aria-hidden="true">
              <span className={styles.coverMark} />
              <span className={styles.coverTitle}>{t('coverBrand')}</span>
              <span className={styles.coverText}>{t('coverTitle')}</span>
            </div>
            <div>
              <h2 id="brochure-request" className={styles.requestTitle}>
                {t('requestTitle')}
              </h2>
              <p className={styles.requestFree}>{t('requestFree')}</p>
            </div>
          </div>
          {links.length === 0 ? (
            <p>{t('noBrochure')}</p>
          ) : (
            <BrochureRequest language={language} regions={regions} confirmLabel={t('requestConfirm')} />
          )}
          <noscript>
            <ul className={styles.noscript}>
              {links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
          <p className={styles.note}>
            <Lock className={styles.noteIcon} aria-hidden="true" focusable="false" />
            {t('requestNote')}
          </p>
        </section>
        <section className={styles.contentsBlock} aria-labelledby="brochure-contents">
          <h2 id="brochure-contents" className={styles.contentsTitle}>
            {t('contents.title')}
          </h2>
          <ul className={styles.contents}>
            {BROCHURE_CONTENTS.map(({ key, icon: Icon }) => (
              <li key={key} className={styles.item}>
                <span className={styles.itemIcon}>
                  <Icon aria-hidden="true" focusable="false" />
                </span>
                <span>
                  <strong className={styles.itemTitle}>{t(`contents.${key}.title`)}</strong>
                  <span className={styles.itemText}>{t(`contents.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
};

export default CrmBrochureTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CrmBrochureTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'crm', 'brochureTitle')}
    description={localeText(data.locales, 'crm', 'brochureDescription')}
  />
);

export const query = graphql`
  query CrmBrochureTemplate($language: String!) {
    links: allStrapiCrmLink(filter: { action: { eq: "brochure" } }, sort: { documentId: ASC }) {
      nodes {
        url
        campus {
          documentId
          name
        }
      }
    }
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }, sort: { slug: ASC }) {
      nodes {
        documentId
        slug
        name
        region
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "crm"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
