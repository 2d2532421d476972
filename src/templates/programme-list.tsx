// `/programmes`: every programme, grouped by category.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

const CATEGORIES = ['bts', 'bachelor', 'mastere', 'mba', 'pge'];

const ProgrammeListTemplate = ({ data, pageContext }: PageProps<Queries.ProgrammeListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['programmes', 'courses']);
  const { language } = pageContext;
  return (
    <>
      <h1>{t('title')}</h1>
      {data.programmes.nodes.length === 0 ? <p>{t('empty')}</p> : null}
      {CATEGORIES.map((category) => {
        const programmes = data.programmes.nodes.filter((programme) => programme.category === category);
        if (programmes.length === 0) return null;
        return (
          <section key={category}>
            <h2>{t(`courses:category.${category}`)}</h2>
            <ul>
              {programmes.map((programme) => (
                <li key={programme.slug}>
                  <Link to={localize(language, routes.programme(programme.slug))}>{programme.title}</Link>
                  {programme.summary ? <p>{programme.summary}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
};

export default ProgrammeListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ProgrammeListTemplateQuery, SitePageContext>) => (
  <PageHead language={pageContext.language} title={localeText(data.locales, 'programmes', 'title')} />
);

export const query = graphql`
  query ProgrammeListTemplate($language: String!) {
    programmes: allStrapiProgramme(filter: { locale: { eq: $language } }, sort: { title: ASC }) {
      nodes {
        title
        slug
        category
        summary
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "programmes", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
