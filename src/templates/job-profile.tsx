// `/metiers/{slug}`: one job, with the programmes that lead to it and three other jobs.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowRight, BookOpen, GraduationCap, Wallet } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { HeroPicture } from '@/components/content/hero-picture';
import { JobProfileCard } from '@/components/content/job-profile-card';
import { ProgrammeCard } from '@/components/content/programme-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClassName } from '@/components/ui/button';
import { hasPicture } from '@/components/ui/cms-image';
import { ImagePreload } from '@/components/ui/image-preload';
import { cx } from '@/components/ui/cx';
import { type Fact, Facts } from '@/components/ui/facts';
import { Grid } from '@/components/ui/grid';
import { PageHero } from '@/components/ui/page-hero';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { profileCategories } from '@/lib/programme-categories';
import { ClosingCall } from '@/features/popin/closing-call';
import { BrochureButton } from '@/features/popin/brochure-button';
import { PopinLink } from '@/features/popin/cta-links';
import { ProgrammesAside } from '@/components/content/programmes-aside';
import { isPresent } from '@/lib/is-present';
import { localeText } from '@/lib/locale-text';
import type { SitePageContext } from '@/lib/page-context';
import { localize, routes } from '@/lib/routes';
import { useTaxonomy } from '@/state/taxonomy';
import * as prose from '@/components/ui/prose.module.css';
import * as detail from './detail-page.module.css';
import * as styles from './job-profile.module.css';

type Profile = NonNullable<Queries.JobProfileTemplateQuery['profile']>;

/** The hero's picture (the LCP image): the job's own; without one, its lead programme's. */
const heroImage = (profile: Profile | null | undefined) => (hasPicture(profile?.image) ? profile?.image : profile?.leadProgramme?.image);

const JobProfileTemplate = ({ data, pageContext }: PageProps<Queries.JobProfileTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['jobs', 'common']);
  const taxonomy = useTaxonomy();
  const profile = data.profile;
  if (!profile) return null;
  const { language } = pageContext;
  const programmes = (profile.programmes ?? []).filter(isPresent);
  const levels = programmes.map((programme) => programme.graduationLevel).filter(isPresent);
  const facts: Fact[] = [
    ...(profile.salaryRange ? [{ icon: Wallet, term: t('salary'), value: profile.salaryRange }] : []),
    ...(levels.length > 0
      ? [{ icon: GraduationCap, term: t('accessLevel'), value: t('fromLevel', { level: taxonomy(`level.${Math.min(...levels)}`) }) }]
      : []),
    ...(programmes.length > 0 ? [{ icon: BookOpen, term: t('programmes'), value: t('programmeCount', { count: programmes.length }) }] : []),
  ];
  return (
    <article className={detail.page} aria-labelledby="job-title">
      <Breadcrumbs
        label={t('common:breadcrumb.label')}
        items={[
          { label: t('common:breadcrumb.home'), to: localize(language, '/') },
          { label: t('profilesTitle'), to: localize(language, routes.jobProfiles()) },
          { label: profile.title },
        ]}
      />
      <PageHero
        id="job-title"
        tags={profileCategories(profile).map((category) => (
          <Tag key={category} tone="accent">
            {taxonomy(`category.${category}`)}
          </Tag>
        ))}
        title={profile.title}
        lead={profile.summary}
        actions={
          <>
            {programmes.length > 0 ? (
              <a href="#programmes" className={buttonClassName({})}>
                {t('seeProgrammes')}
                <ArrowDown className={detail.actionIcon} aria-hidden="true" focusable="false" />
              </a>
            ) : null}
            <PopinLink action="brochure" language={language} className={buttonClassName({ variant: 'ghost-inverse' })}>
              <BookOpen className={detail.actionIcon} aria-hidden="true" focusable="false" />
              {t('common:hero.brochure')}
            </PopinLink>
          </>
        }
        media={hasPicture(heroImage(profile)) ? <HeroPicture media={heroImage(profile)} /> : undefined}
      />
      {facts.length > 0 ? <Facts items={facts} /> : null}
      {/* From 75 rem, beside the text: the programmes that lead to the job and the brochure (the
          cards below say it again, with their details; before 75 rem they follow the text). */}
      <div className={styles.body}>
        <div className={cx(prose.prose, styles.description)}>
          <RichText blocks={profile.description} />
        </div>
        {programmes.length > 0 ? (
          <ProgrammesAside
            language={language}
            className={styles.aside}
            title={t('programmes')}
            links={programmes.map((programme) => ({ label: programme.title, to: localize(language, routes.programme(programme.slug)) }))}
            brochure={<BrochureButton language={language} />}
          />
        ) : null}
      </div>
      {programmes.length > 0 ? (
        <section id="programmes" aria-labelledby="programmes-title" className={styles.section}>
          <h2 id="programmes-title" className={detail.sectionTitle}>
            {t('programmes')}
          </h2>
          <Grid as="ul" columns={3}>
            {programmes.map((programme) => (
              <li key={programme.slug}>
                <ProgrammeCard programme={programme} language={language} compact />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      {data.others.nodes.length > 0 ? (
        <section aria-labelledby="other-profiles" className={styles.section}>
          <SectionHeader
            id="other-profiles"
            title={t('otherProfiles')}
            action={
              <Button to={localize(language, routes.jobProfiles())} variant="ghost" iconEnd={ArrowRight}>
                {t('allProfiles')}
              </Button>
            }
          />
          <Grid as="ul" columns={3}>
            {data.others.nodes.map((other) => (
              <li key={other.slug}>
                <JobProfileCard profile={other} language={language} compact />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      <ClosingCall language={language} context="job" />
    </article>
  );
};

export default JobProfileTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.JobProfileTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={data.profile?.title ?? ''}
    description={data.profile?.summary}
    seo={data.profile?.seo}
    parents={[{ name: localeText(data.locales, 'jobs', 'profilesTitle'), route: routes.jobProfiles() }]}
  >
    <ImagePreload media={heroImage(data.profile)} />
  </SeoHead>
);

export const query = graphql`
  query JobProfileTemplate($id: String!, $language: String!) {
    profile: strapiJobProfile(id: { eq: $id }) {
      title
      summary
      description
      salaryRange
      seo {
        ...SeoFields
      }
      programmes {
        ...ProgrammeCardFields
      }
      # The hero's picture: the job's own, or its lead programme's, at the hero's sizes.
      image {
        alternativeText
        localFile {
          ...HeroPictureFields
        }
      }
      leadProgramme {
        image {
          alternativeText
          localFile {
            ...HeroPictureFields
          }
        }
      }
    }
    others: allStrapiJobProfile(filter: { locale: { eq: $language }, id: { ne: $id } }, sort: [{ title: ASC }, { slug: ASC }], limit: 3) {
      nodes {
        ...JobProfileCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
