// Page-builder block: every campus, sorted by name (spec §5), each linked to its page: a map of
// France with a pin per campus, beside a cloud of city names (the map is a picture; the names are
// the links).
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { CampusLinks } from '@/components/content/campus-links';
import { CampusMap } from '@/components/content/campus-map';
import { Button } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { type Language, localize, routes } from '@/lib/routes';
import { useCampuses } from '@/content/site-chrome';
import { byNameIn } from '@/lib/intl';
import * as sections from './sections.module.css';
import * as styles from './campus-list.module.css';

// Coordinates are not in the chrome's campus rows (every page carries those): a static query
// brings them to the pages that show this block only.
const useCampusPlaces = (language: Language) =>
  useStaticQuery<Queries.SectionCampusPlacesQuery>(graphql`
    query SectionCampusPlaces {
      sectionCampusPlaces: allStrapiCampus(sort: [{ locale: ASC }, { slug: ASC }]) {
        nodes {
          locale
          slug
          latitude
          longitude
        }
      }
    }
  `).sectionCampusPlaces.nodes.filter((place) => place.locale === language);

export const CampusList = ({ block, language }: { block: Queries.SectionCampusListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  // The campuses of the page's language are already in every page, from the site chrome's
  // build-time query (the campus menu lists them): no second query for the same rows.
  const campuses = [...useCampuses(language)].sort(byNameIn(language));
  const places = useCampusPlaces(language);
  return (
    <section className={sections.band}>
      <SectionHeader
        title={block.title || t('campuses.title')}
        action={
          <Button to={localize(language, routes.campuses())} variant="ghost" size="sm" iconEnd={ArrowRight}>
            {t('campuses.all')}
          </Button>
        }
      />
      {campuses.length === 0 ? (
        <p className={sections.empty}>{t('campuses.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <CampusMap places={places} className={styles.map} />
          <CampusLinks campuses={campuses} language={language} />
        </div>
      )}
    </section>
  );
};

export const query = graphql`
  fragment SectionCampusListFields on STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST {
    title
  }
`;
