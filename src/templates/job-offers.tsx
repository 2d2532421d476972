// `/offres-alternance`: apprenticeship offers from partner companies, newest first.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import { RichText } from '@/components/ui/rich-text';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { isSafeHref } from '@/lib/safe-url';

const JobOffersTemplate = ({ data, pageContext }: PageProps<Queries.JobOffersTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['jobs', 'courses']);
  return (
    <>
      <h1>{t('offersTitle')}</h1>
      {data.offers.nodes.length === 0 ? <p>{t('empty')}</p> : null}
      {data.offers.nodes.map((offer) => (
        <article key={offer.slug} className="job-offer">
          <h2>{offer.title}</h2>
          <p className="meta">
            {offer.company} · {offer.city} · {t(`contract.${offer.contract}`)} · {t('level')} {t(`courses:level.${offer.level}`)}
          </p>
          <RichText blocks={offer.description} />
          {isSafeHref(offer.applyUrl) ? (
            <a href={offer.applyUrl} rel="noopener">
              {t('apply')}
              <span className="visually-hidden"> – {offer.title}</span>
            </a>
          ) : null}
        </article>
      ))}
    </>
  );
};

export default JobOffersTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.JobOffersTemplateQuery, SitePageContext>) => (
  <PageHead language={pageContext.language} title={localeText(data.locales, 'jobs', 'offersTitle')} />
);

export const query = graphql`
  query JobOffersTemplate($language: String!) {
    offers: allStrapiJobOffer(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }) {
      nodes {
        slug
        title
        company
        city
        level
        contract
        description
        applyUrl
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
