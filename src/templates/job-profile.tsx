// `/metiers/{slug}`: one job profile and the programmes that lead to it.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { RichText } from '@/components/ui/rich-text';
import type { SitePageContext } from '@/lib/page-context';
import { localize, routes } from '@/lib/routes';

const JobProfileTemplate = ({ data, pageContext }: PageProps<Queries.JobProfileTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('jobs');
  const profile = data.profile;
  if (!profile) return null;
  return (
    <>
      <article>
        <h1>{profile.title}</h1>
        {profile.summary ? <p className="lead">{profile.summary}</p> : null}
        <RichText blocks={profile.description} />
        {profile.salaryRange ? (
          <p>
            <strong>{t('common:withColon', { label: t('salary') })}</strong> {profile.salaryRange}
          </p>
        ) : null}
        {profile.programmes?.some(Boolean) ? (
          <>
            <h2>{t('programmes')}</h2>
            <ul>
              {profile.programmes.map((programme) =>
                programme ? (
                  <li key={programme.slug}>
                    <Link to={localize(pageContext.language, routes.programme(programme.slug))}>{programme.title}</Link>
                  </li>
                ) : null,
              )}
            </ul>
          </>
        ) : null}
      </article>
    </>
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
  />
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
        title
        slug
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
