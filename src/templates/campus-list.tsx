// `/campus`: every campus, grouped by region (regions and campuses in alphabetical order), with
// an in-page menu of the regions.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

/** A stable fragment id for a region name ("Auvergne-Rhône-Alpes" → "region-auvergne-rhone-alpes"). */
const regionAnchor = (region: string) =>
  `region-${region
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

const CampusListTemplate = ({ data, pageContext }: PageProps<Queries.CampusListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('campus');
  const { language } = pageContext;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, language);
  const campuses = [...data.campuses.nodes].sort(byName);
  const regions = [...new Set(campuses.map((campus) => campus.region || t('otherRegion')))].sort((a, b) => a.localeCompare(b, language));
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('count', { count: campuses.length })}</p>
      <nav aria-label={t('regions')}>
        <ul className="inline-list">
          {regions.map((region) => (
            <li key={region}>
              <a href={`#${regionAnchor(region)}`}>{region}</a>
            </li>
          ))}
        </ul>
      </nav>
      {regions.map((region) => (
        <section key={region} id={regionAnchor(region)} aria-labelledby={`${regionAnchor(region)}-title`}>
          <h2 id={`${regionAnchor(region)}-title`}>{region}</h2>
          <ul className="campus-list">
            {campuses
              .filter((campus) => (campus.region || t('otherRegion')) === region)
              .map((campus) => (
                <li key={campus.slug}>
                  <Link to={localize(language, routes.campus(campus.slug))}>{campus.name}</Link>
                  {campus.city && campus.city !== campus.name ? <span> – {campus.city}</span> : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
};

export default CampusListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CampusListTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'campus', 'title')}
    description={localeText(data.locales, 'campus', 'metaDescription')}
  />
);

export const query = graphql`
  query CampusListTemplate($language: String!) {
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }) {
      nodes {
        name
        slug
        city
        region
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "campus"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
