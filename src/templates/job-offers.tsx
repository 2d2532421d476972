// `/offres-alternance`: apprenticeship offers from partner companies, newest first, filterable by
// level and city; the first twelve shown, so that a phone is not one endless scroll.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Briefcase, GraduationCap } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { JobOfferCard } from '@/components/content/job-offer-card';
import { buttonClassName } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Grid } from '@/components/ui/grid';
import { ShowMore } from '@/components/ui/show-more';
import { jobPostingsJsonLd } from '@/lib/seo/structured-data-content';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { keepPunctuationAttached } from '@/lib/typography';
import { localize } from '@/lib/routes';
import { useTaxonomy } from '@/state/taxonomy';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { NoMatch } from '@/features/list-filters/no-match';
import { PopinLink } from '@/features/popin/cta-links';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import {
  JOB_OFFER_FILTER_KEYS,
  type JobOfferFilterKey,
  filterJobOffers,
  jobOfferFilterOptions,
} from '@/features/list-filters/job-offer-filters';
import * as listPage from './list-page.module.css';
import * as styles from './job-offers.module.css';

/** The section page for companies that want to recruit an apprentice (an article of the CMS). */
const RECRUIT_AN_APPRENTICE = '/entreprise/recruter-un-alternant';

/** Offers shown at once; the others are one click away (ShowMore). */
const FIRST_OFFERS = 12;

const JobOffersTemplate = ({ data, pageContext, location }: PageProps<Queries.JobOffersTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['jobs', 'courses', 'common']);
  const taxonomy = useTaxonomy();
  const { language } = pageContext;
  const offers = data.offers.nodes;
  const { values, active, apply, reset } = useQueryFilters(location, JOB_OFFER_FILTER_KEYS);
  const shown = filterJobOffers(offers, values);
  const options = jobOfferFilterOptions(offers, language);
  const levelCount = (niveau: string) => filterJobOffers(offers, { ...values, niveau }).length;
  const fields: Array<FilterField<JobOfferFilterKey>> = [
    {
      name: 'niveau',
      label: t('filters.level'),
      options: options.levels.map((level) => ({
        value: String(level),
        label: taxonomy(`level.${level}`),
        count: levelCount(String(level)),
      })),
      chips: { allCount: levelCount(''), countLabel: (count) => t('offerCount', { count }) },
    },
    {
      name: 'ville',
      label: t('filters.city'),
      allLabel: t('common:filters.allFeminine'),
      options: options.cities.map((city) => ({ value: city, label: city })),
    },
  ];
  const card = (offer: (typeof offers)[number]) => (
    <li key={offer.slug}>
      <JobOfferCard offer={offer} language={language} levelLabel={offer.level != null ? taxonomy(`level.${offer.level}`) : null} />
    </li>
  );
  return (
    <>
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('offersTitle')}</h1>
        <p className={listPage.lead}>{keepPunctuationAttached(t('offersLead'))}</p>
      </header>
      {/* The offers are for the school's students: a visitor who is not one yet learns how to become
          one before reading offers they cannot take (a blind review: no call to action for them). */}
      <aside className={styles.students} aria-labelledby="offers-students">
        <GraduationCap className={styles.studentsIcon} aria-hidden="true" focusable="false" />
        <div className={styles.studentsCopy}>
          <h2 id="offers-students" className={styles.studentsTitle}>
            {keepPunctuationAttached(t('studentsTitle'))}
          </h2>
          <p className={styles.studentsText}>{keepPunctuationAttached(t('studentsText'))}</p>
        </div>
        <PopinLink action="registration" language={language} className={buttonClassName({ size: 'sm' })}>
          {t('studentsAction')}
          <ArrowRight className={styles.studentsActionIcon} aria-hidden="true" focusable="false" />
        </PopinLink>
      </aside>
      {offers.length > 0 ? (
        <FilterForm
          label={t('filters.label')}
          pathname={location.pathname}
          fields={fields}
          values={values}
          active={active}
          resultCount={shown.length}
          resultsLabel={(count) => t('offerCount', { count })}
          onApply={apply}
          onReset={reset}
        />
      ) : null}
      {shown.length === 0 ? (
        <NoMatch icon={Briefcase} title={t('empty')} hint={active ? t('emptyHint') : undefined} onReset={active ? reset : undefined} />
      ) : (
        <Grid as="ul" columns={2} className={styles.offers}>
          {shown.slice(0, FIRST_OFFERS).map(card)}
        </Grid>
      )}
      {shown.length > FIRST_OFFERS ? (
        <ShowMore label={t('moreOffers', { count: shown.length - FIRST_OFFERS })} lessLabel={t('showFewer')}>
          <Grid as="ul" columns={2} className={styles.offers}>
            {shown.slice(FIRST_OFFERS).map(card)}
          </Grid>
        </ShowMore>
      ) : null}
      <CtaBand
        title={t('companiesTitle')}
        text={t('companiesText')}
        className={styles.companies}
        primary={{ label: t('companiesAction'), to: localize(language, RECRUIT_AN_APPRENTICE) }}
      />
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
    offers: allStrapiJobOffer(filter: { locale: { eq: $language } }, sort: [{ publishDate: DESC }, { slug: ASC }]) {
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
