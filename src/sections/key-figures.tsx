// Page-builder block: the school's key figures (the "26 campus" claim among them), from the CMS
// key-figure collection, numbers written the way the page's language writes them.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/routes';
import { cx } from '@/components/ui/cx';
import { SectionHeader } from '@/components/ui/section-header';
import { Stat } from '@/components/ui/stat';
import * as styles from './sections.module.css';

// The block has no relation to the figures in the CMS: it always shows the whole collection. A
// static query (both languages, a dozen short rows) lets editors place the block on any page
// built from blocks without every page query repeating the collection.
const useKeyFigures = (language: Language) =>
  useStaticQuery<Queries.SectionKeyFiguresDataQuery>(graphql`
    query SectionKeyFiguresData {
      sectionKeyFigures: allStrapiKeyFigure(sort: [{ order: ASC }, { label: ASC }, { locale: ASC }]) {
        nodes {
          locale
          # Written as the language writes numbers, at build time (plugins/site-pages/resolvers.ts).
          displayValue
          label
        }
      }
    }
  `).sectionKeyFigures.nodes.filter((figure) => figure.locale === language);

export const KeyFigures = ({ block, language }: { block: Queries.SectionKeyFiguresFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const figures = useKeyFigures(language);
  if (figures.length === 0) return null;
  return (
    <section className={styles.band}>
      <SectionHeader title={block.title || t('keyFigures.title')} lead={block.intro} />
      {/* Six figures make two rows of three rather than four and two. */}
      <ul className={cx(styles.figures, figures.length % 3 === 0 && styles.figuresInThrees)}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Stat value={figure.displayValue} label={figure.label} />
          </li>
        ))}
      </ul>
    </section>
  );
};

export const query = graphql`
  fragment SectionKeyFiguresFields on STRAPI__COMPONENT_SECTIONS_KEY_FIGURES {
    title
    intro
  }
`;
