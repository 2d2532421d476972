// Page-builder block: every campus, sorted by name (spec §5), each linked to its page.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { type Language, localize, routes } from '@/lib/routes';
import { useCampuses } from '@/content/site-chrome';

export const CampusList = ({ block, language }: { block: Queries.SectionCampusListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  // The campuses of the page's language are already in every page, from the site chrome's
  // build-time query (the campus menu lists them): no second query for the same rows.
  const campuses = [...useCampuses(language)].sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <section className="section-campuses">
      <h2>{block.title || t('campuses.title')}</h2>
      {campuses.length === 0 ? (
        <p>{t('campuses.empty')}</p>
      ) : (
        <ul className="campus-list">
          {campuses.map((campus) => (
            <li key={campus.slug}>
              <Link to={localize(language, routes.campus(campus.slug))}>{campus.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={localize(language, routes.campuses())}>{t('campuses.all')}</Link>
      </p>
    </section>
  );
};

export const query = graphql`
  fragment SectionCampusListFields on STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST {
    title
  }
`;
