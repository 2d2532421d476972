// `/metiers`: the jobs the programmes lead to.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

const JobProfileListTemplate = ({ data, pageContext }: PageProps<Queries.JobProfileListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('jobs');
  return (
    <>
      <h1>{t('profilesTitle')}</h1>
      <ul>
        {data.profiles.nodes.map((profile) => (
          <li key={profile.slug}>
            <Link to={localize(pageContext.language, routes.jobProfile(profile.slug))}>{profile.title}</Link>
            {profile.summary ? <p>{profile.summary}</p> : null}
          </li>
        ))}
      </ul>
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
    profiles: allStrapiJobProfile(filter: { locale: { eq: $language } }, sort: { title: ASC }) {
      nodes {
        title
        slug
        summary
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "jobs"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
