// Page-builder block: the programmes, all of them or those of the block's category, grouped by
// category (in the order of the course dictionary), each linked to its page. All categories make
// one card each: the levels they lead to, a line on what they are for, their first programmes'
// names and a link to all; one category is a grid of links.
import React, { useId } from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { compareIn } from '@/lib/intl';
import { evenRowLength } from '@/lib/even-rows';
import { PROGRAMME_CATEGORIES } from '@/lib/programme-categories';
import { type Language, localize, routes } from '@/lib/routes';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { FIVE_A_ROW, SectionCarousel } from './section-carousel';
import * as sections from './sections.module.css';
import * as styles from './programme-list.module.css';

type Programme = Queries.SectionProgrammesDataQuery['sectionProgrammes']['nodes'][number];

// The block names a category, not programmes: it lists the collection. A static query (titles and
// slugs only, both languages) serves the block wherever an editor places it.
const useProgrammes = (language: Language) =>
  useStaticQuery<Queries.SectionProgrammesDataQuery>(graphql`
    query SectionProgrammesData {
      sectionProgrammes: allStrapiProgramme(sort: [{ locale: ASC }, { slug: ASC }]) {
        nodes {
          locale
          title
          slug
          category
          graduationLevel
        }
      }
    }
  `).sectionProgrammes.nodes.filter((programme) => programme.locale === language);

const groupByCategory = (programmes: readonly Programme[], language: Language) => {
  // Not an Intl.Collator: building one loads the collation tables at the page's start (lib/intl.ts).
  const byTitle = compareIn(language);
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

/**
 * How many programmes a category's card names. Each card listing all of its own (nine Bachelors
 * beside two MBAs) made five columns of ragged lengths (blind reviews); the link under them says
 * how many there are.
 */
const NAMES_PER_CARD = 3;

/** "Bac+2" or "Bac+3 – Bac+5": the levels a group of programmes leads to. */
const levelRange = (programmes: readonly Programme[], levelName: (level: number) => string) => {
  const levels = programmes.map((programme) => programme.graduationLevel);
  const [lowest, highest] = [Math.min(...levels), Math.max(...levels)];
  return lowest === highest ? levelName(lowest) : `${levelName(lowest)} – ${levelName(highest)}`;
};

/**
 * One category's links at most four a row, in rows as even as their number allows (seven: four
 * and three, not four and a hole), each row's links sharing its width.
 */
const LINKS_PER_ROW = 4;

const ProgrammeLinks = ({
  programmes,
  language,
  className,
  style,
}: {
  programmes: readonly Programme[];
  language: Language;
  className?: string;
  style?: React.CSSProperties;
}) => (
  <ul className={className} style={style}>
    {programmes.map((programme) => (
      <li key={programme.slug}>
        <Link to={localize(language, routes.programme(programme.slug))} className={styles.programmeLink}>
          <span>{programme.title}</span>
          <ChevronRight className={styles.linkIcon} aria-hidden="true" focusable="false" />
        </Link>
      </li>
    ))}
  </ul>
);

export const ProgrammeList = ({ block, language }: { block: Queries.SectionProgrammeListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const { t: course } = useTranslation('courses');
  const titleIds = useId();
  const all = useProgrammes(language);
  const groups = groupByCategory(block.category ? all.filter((programme) => programme.category === block.category) : all, language);
  const categoryName = (category: string) => course(`category.${category}`, { defaultValue: category });
  const levelName = (level: number) => course(`level.${level}`, { defaultValue: String(level) });
  // In a category's card, how many programmes it leads to ("Voir les 7 formations"), the category
  // read by screen readers only: every card's link then holds on one line, level across the row.
  const categoryLink = (category: string, count?: number) => (
    <Link to={localize(language, routes.programmeCategory(category))} className={styles.categoryLink}>
      {count !== undefined ? (
        <>
          {t('programmes.categoryShort', { count })}
          <span className="visually-hidden"> {t('programmes.categoryShortHidden', { category: categoryName(category) })}</span>
        </>
      ) : (
        t('programmes.category', { category: categoryName(category) })
      )}
      <ArrowRight className={styles.linkIcon} aria-hidden="true" focusable="false" />
    </Link>
  );
  const title = block.title || t('programmes.title');

  return (
    <section className={sections.section}>
      {/* With the carousel, the header is in its bar: the title, "see all" and the arrows on one row. */}
      {block.category || groups.length === 0 ? <SectionHeader title={title} /> : null}
      {groups.length === 0 ? <p className={sections.empty}>{t('programmes.empty')}</p> : null}
      {groups.length === 0 ? null : block.category ? (
        // One category: the block's title names it, no sub-heading; its programmes as a grid of links.
        <>
          {groups.map(({ category, programmes }) => (
            <ProgrammeLinks
              key={category}
              programmes={programmes}
              language={language}
              className={styles.linkGrid}
              style={{ '--links-per-row': evenRowLength(programmes.length, LINKS_PER_ROW) } as React.CSSProperties}
            />
          ))}
          <div className={sections.footer}>{categoryLink(block.category)}</div>
        </>
      ) : (
        // Every category: one card each (its levels, how many programmes, its first ones), the five
        // side by side from 1280 px (four hid the Grande École behind the arrow) and one swipe
        // apart on a phone.
        <SectionCarousel
          label={title}
          itemWidth={FIVE_A_ROW}
          header={
            <SectionHeader
              title={title}
              action={
                <Button to={localize(language, routes.programmes())} variant="ghost" size="sm" iconEnd={ArrowRight}>
                  {t('programmes.all')}
                </Button>
              }
            />
          }
        >
          {groups.map(({ category, programmes }) => (
            <article key={category} className={styles.category} aria-labelledby={`${titleIds}-${category}`}>
              <div className={styles.categoryTags}>
                <Tag tone="accent">{levelRange(programmes, levelName)}</Tag>
                <Tag tone="neutral">{t('programmes.count', { count: programmes.length })}</Tag>
              </div>
              <h3 className={styles.categoryTitle} id={`${titleIds}-${category}`}>
                {categoryName(category)}
              </h3>
              {/* A category the CMS adds later has no line yet: none rather than its key. */}
              {t(`programmes.pitch.${category}`, { defaultValue: '' }) ? (
                <p className={styles.pitch}>{t(`programmes.pitch.${category}`)}</p>
              ) : null}
              <ProgrammeLinks programmes={programmes.slice(0, NAMES_PER_CARD)} language={language} className={styles.links} />
              {categoryLink(category, programmes.length)}
            </article>
          ))}
        </SectionCarousel>
      )}
    </section>
  );
};

export const query = graphql`
  fragment SectionProgrammeListFields on STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST {
    title
    category
  }
`;
