// `/campus`: every campus, sorted by name.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

const CampusListTemplate = ({ data, pageContext }: PageProps<Queries.CampusListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('campus');
  const campuses = [...data.campuses.nodes].sort((a, b) => a.name.localeCompare(b.name, pageContext.language));
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('count', { count: campuses.length })}</p>
      <ul className="campus-list">
        {campuses.map((campus) => (
          <li key={campus.slug}>
            <Link to={localize(pageContext.language, routes.campus(campus.slug))}>{campus.name}</Link>
            {campus.region ? <span> – {campus.region}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
};

export default CampusListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CampusListTemplateQuery, SitePageContext>) => (
  <PageHead language={pageContext.language} title={localeText(data.locales, 'campus', 'title')} />
);

export const query = graphql`
  query CampusListTemplate($language: String!) {
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }) {
      nodes {
        name
        slug
        region
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "campus"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
