// `/crm/brochure`: the brochure request page, with the campus choice of the pop-in. Without
// JavaScript, the build-time list of brochure links is there instead, held to the pop-in's rule:
// https links on the allowed CRM hosts only.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { BrochureRequest } from '@/features/popin/brochure-request';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { safeCrmUrl } from '@/lib/crm-url';
import { CRM_ALLOWED_HOSTS } from '@/lib/runtime-config';

const CrmBrochureTemplate = ({ data, pageContext }: PageProps<Queries.CrmBrochureTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('crm');
  const names = new Map(data.campuses.nodes.map((campus) => [campus.documentId, campus.name]));
  const links = data.links.nodes
    .flatMap((link) => {
      const url = link.campus ? safeCrmUrl(link.url, CRM_ALLOWED_HOSTS) : null;
      return url ? [{ url: url.href, name: names.get(link.campus!.documentId) ?? link.campus!.name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, pageContext.language));
  return (
    <>
      <h1>{t('brochureTitle')}</h1>
      <p>{t('brochureIntro')}</p>
      {links.length === 0 ? <p>{t('noBrochure')}</p> : <BrochureRequest language={pageContext.language} />}
      <noscript>
        <ul>
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
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
    links: allStrapiCrmLink(filter: { action: { eq: "brochure" } }) {
      nodes {
        url
        campus {
          documentId
          name
        }
      }
    }
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }) {
      nodes {
        documentId
        name
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "crm"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
