// `/metiers`: the jobs the programmes lead to, filterable by the kind of programme; the first twelve
// shown, so that a phone is not one endless scroll.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Briefcase, Compass } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { JobProfileCard } from '@/components/content/job-profile-card';
import { EndTile } from '@/components/ui/end-tile';
import { Grid } from '@/components/ui/grid';
import { ShowMore } from '@/components/ui/show-more';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { NoMatch } from '@/features/list-filters/no-match';
import {
  JOB_PROFILE_FILTER_KEYS,
  type JobProfileFilterKey,
  filterJobProfiles,
  jobProfileFilterOptions,
} from '@/features/list-filters/job-profile-filters';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import { ClosingCall } from '@/features/popin/closing-call';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';
import { keepPunctuationAttached } from '@/lib/typography';
import { useTaxonomy } from '@/state/taxonomy';
import * as listPage from './list-page.module.css';

/** Jobs shown at once (four rows of three); the others are one click away. */
const FIRST_PROFILES = 12;

const JobProfileListTemplate = ({ data, pageContext, location }: PageProps<Queries.JobProfileListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['jobs', 'common']);
  const taxonomy = useTaxonomy();
  const { language } = pageContext;
  const profiles = data.profiles.nodes;
  const { values, active, apply, reset } = useQueryFilters(location, JOB_PROFILE_FILTER_KEYS);
  const shown = filterJobProfiles(profiles, values);
  const count = (formation: string) => filterJobProfiles(profiles, { formation }).length;
  const fields: Array<FilterField<JobProfileFilterKey>> = [
    {
      name: 'formation',
      label: t('filters.programme'),
      options: jobProfileFilterOptions(profiles).map((category) => ({
        value: category,
        label: taxonomy(`category.${category}`),
        count: count(category),
      })),
      chips: { allCount: count(''), countLabel: (n) => t('profileCount', { count: n }) },
    },
  ];
  const card = (profile: (typeof profiles)[number]) => (
    <li key={profile.slug}>
      <JobProfileCard profile={profile} language={language} headingLevel={2} compact />
    </li>
  );
  // After the last jobs shown, where their row leaves room: the offers to apply for.
  const offersTile = (
    <EndTile
      icon={Briefcase}
      to={localize(language, routes.jobOffers())}
      title={t('endTile.title')}
      text={t('endTile.text')}
      action={t('endTile.action')}
    />
  );
  // A filter with a single choice filters nothing.
  const offered = fields.filter((field) => field.options.length > 1);
  return (
    <>
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('profilesTitle')}</h1>
        <p className={listPage.lead}>{keepPunctuationAttached(t('profilesDescription'))}</p>
      </header>
      {offered.length > 0 ? (
        <FilterForm
          label={t('filters.profiles')}
          pathname={location.pathname}
          fields={offered}
          values={values}
          active={active}
          resultCount={shown.length}
          resultsLabel={(count) => t('profileCount', { count })}
          onApply={apply}
          onReset={reset}
        />
      ) : null}
      {shown.length === 0 ? (
        <NoMatch icon={Compass} title={t(profiles.length === 0 ? 'noProfiles' : 'noProfile')} onReset={active ? reset : undefined} />
      ) : (
        // Without a filter form above it, the list keeps its distance from the page's lead.
        <Grid
          as="ul"
          columns={3}
          className={offered.length > 0 ? undefined : listPage.cards}
          end={shown.length > FIRST_PROFILES ? undefined : offersTile}
        >
          {shown.slice(0, FIRST_PROFILES).map(card)}
        </Grid>
      )}
      {shown.length > FIRST_PROFILES ? (
        <ShowMore label={t('moreProfiles', { count: shown.length - FIRST_PROFILES })} lessLabel={t('showFewer')}>
          <Grid as="ul" columns={3} end={offersTile}>
            {shown.slice(FIRST_PROFILES).map(card)}
          </Grid>
        </ShowMore>
      ) : null}
      <ClosingCall language={language} title={t('closingTitle')} text={t('closingText')} />
    </>
  );
};

export default JobProfileListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.JobProfileListTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'jobs', 'profilesTitle')}
    description={localeText(data.locales, 'jobs', 'profilesDescription')}
  />
);

export const query = graphql`
  query JobProfileListTemplate($language: String!) {
    profiles: allStrapiJobProfile(filter: { locale: { eq: $language } }, sort: [{ title: ASC }, { slug: ASC }]) {
      nodes {
        ...JobProfileCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
