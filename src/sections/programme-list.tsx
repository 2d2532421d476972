// Page-builder block: the programmes, all of them or those of the block's category, grouped by
// category (in the order of the course dictionary), each linked to its page.
import React from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PROGRAMME_CATEGORIES } from '@/features/list-filters/programme-filters';
import { type Language, localize, routes } from '@/lib/routes';

type Programme = Queries.SectionProgrammesDataQuery['sectionProgrammes']['nodes'][number];

// The block names a category, not programmes: it lists the collection. A static query (titles and
// slugs only, both languages) serves the block wherever an editor places it.
const useProgrammes = (language: Language) =>
  useStaticQuery<Queries.SectionProgrammesDataQuery>(graphql`
    query SectionProgrammesData {
      sectionProgrammes: allStrapiProgramme {
        nodes {
          locale
          title
          slug
          category
        }
      }
    }
  `).sectionProgrammes.nodes.filter((programme) => programme.locale === language);

const groupByCategory = (programmes: readonly Programme[], language: Language) => {
  const byTitle = new Intl.Collator(language).compare;
  const present = [...new Set(programmes.map((programme) => programme.category))];
  // Known categories in the dictionary's order; a category the CMS adds later still shows, last.
  const ordered = [
    ...PROGRAMME_CATEGORIES.filter((category) => present.includes(category)),
    ...present.filter((category) => !(PROGRAMME_CATEGORIES as readonly string[]).includes(category)).sort(),
  ];
  return ordered.map((category) => ({
    category,
    programmes: programmes.filter((programme) => programme.category === category).sort((a, b) => byTitle(a.title, b.title)),
  }));
};

const ProgrammeLinks = ({ programmes, language }: { programmes: readonly Programme[]; language: Language }) => (
  <ul>
    {programmes.map((programme) => (
      <li key={programme.slug}>
        <Link to={localize(language, routes.programme(programme.slug))}>{programme.title}</Link>
      </li>
    ))}
  </ul>
);

export const ProgrammeList = ({ block, language }: { block: Queries.SectionProgrammeListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const { t: course } = useTranslation('courses');
  const all = useProgrammes(language);
  const groups = groupByCategory(block.category ? all.filter((programme) => programme.category === block.category) : all, language);
  const categoryName = (category: string) => course(`category.${category}`, { defaultValue: category });
  const categoryLink = (category: string) => (
    <Link to={localize(language, routes.programmeCategory(category))}>
      {t('programmes.category', { category: categoryName(category) })}
    </Link>
  );

  return (
    <section className="section-programmes">
      <h2>{block.title || t('programmes.title')}</h2>
      {groups.length === 0 ? <p>{t('programmes.empty')}</p> : null}
      {block.category
        ? // One category: the block's title names it, no sub-heading.
          groups.map(({ category, programmes }) => <ProgrammeLinks key={category} programmes={programmes} language={language} />)
        : groups.map(({ category, programmes }) => (
            <div key={category} className="programme-category">
              <h3>{categoryName(category)}</h3>
              <ProgrammeLinks programmes={programmes} language={language} />
              <p>{categoryLink(category)}</p>
            </div>
          ))}
      <p>
        {block.category ? categoryLink(block.category) : <Link to={localize(language, routes.programmes())}>{t('programmes.all')}</Link>}
      </p>
    </section>
  );
};

export const query = graphql`
  fragment SectionProgrammeListFields on STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST {
    title
    category
  }
`;
