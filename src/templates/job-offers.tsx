// `/offres-alternance`: apprenticeship offers from partner companies, newest first, filterable by
// city and level.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { jobPostingsJsonLd } from '@/lib/seo/structured-data-content';
import { RichText } from '@/components/ui/rich-text';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { isSafeHref } from '@/lib/safe-url';
import { useTaxonomy } from '@/state/taxonomy';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import {
  JOB_OFFER_FILTER_KEYS,
  type JobOfferFilterKey,
  filterJobOffers,
  jobOfferFilterOptions,
} from '@/features/list-filters/job-offer-filters';

const JobOffersTemplate = ({ data, pageContext, location }: PageProps<Queries.JobOffersTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['jobs', 'courses']);
  const taxonomy = useTaxonomy();
  const offers = data.offers.nodes;
  const { values, active, apply, reset } = useQueryFilters(location, JOB_OFFER_FILTER_KEYS);
  const shown = filterJobOffers(offers, values);
  const options = jobOfferFilterOptions(offers, pageContext.language);
  const fields: Array<FilterField<JobOfferFilterKey>> = [
    { name: 'ville', label: t('filters.city'), options: options.cities.map((city) => ({ value: city, label: city })) },
    {
      name: 'niveau',
      label: t('filters.level'),
      options: options.levels.map((level) => ({ value: String(level), label: taxonomy(`level.${level}`) })),
    },
  ];
  return (
    <>
      <h1>{t('offersTitle')}</h1>
      {offers.length > 0 ? (
        <FilterForm
          label={t('filters.label')}
          pathname={location.pathname}
          fields={fields}
          values={values}
          active={active}
          resultCount={shown.length}
          onApply={apply}
          onReset={reset}
        />
      ) : null}
      {shown.length === 0 ? <p>{t('empty')}</p> : null}
      {shown.map((offer) => (
        <article key={offer.slug} className="job-offer">
          <h2>{offer.title}</h2>
          <p className="meta">
            {offer.company} · {offer.city} · {t(`contract.${offer.contract}`)} · {t('level')} {taxonomy(`level.${offer.level}`)}
          </p>
          <RichText blocks={offer.description} headingLevel={3} />
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
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'jobs', 'offersTitle')}
    description={localeText(data.locales, 'jobs', 'offersDescription')}
    structuredData={(page) => (data.offers.nodes.length > 0 ? [jobPostingsJsonLd(page, data.offers.nodes)] : [])}
  />
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
        publishDate
        publishedAt
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
