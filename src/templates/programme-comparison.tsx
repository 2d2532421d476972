// `/programmes/comparer?formations=a,b,c`: two or three programmes side by side (level, rhythm,
// duration, cost, campuses, certification, admission). The programmes come from the address (a
// shared link) or else from the visitor's picks in the finder (useComparison). On a phone the
// table scrolls sideways, one programme at a time, its first column (the criteria) staying put.
// The static HTML has no programme to show: the choice is the visitor's, read once hydrated.
import React from 'react';
import { graphql, Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, MoveHorizontal, X } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { cx } from '@/components/ui/cx';
import { buttonClassName } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useScrollsSideways } from '@/components/ui/use-scrolls-sideways';
import { costFact } from '@/components/content/programme-cost';
import { useComparison } from '@/features/programme-comparison/comparison-state';
import { ClosingCall } from '@/features/popin/closing-call';
import type { SitePageContext } from '@/lib/page-context';
import { comparedSlugs, comparisonPath } from '@/lib/comparison-query';
import { suggestedComparisons } from '@/lib/comparison-suggestions';
import { firstParagraphText } from '@/lib/rich-text-summary';
import { keepPunctuationAttached } from '@/lib/typography';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';
import { durationKey } from '@/lib/taxonomy';
import { useTaxonomy } from '@/state/taxonomy';
import * as listPage from './list-page.module.css';
import * as styles from './programme-comparison.module.css';

type ComparedProgramme = Queries.ProgrammeComparisonTemplateQuery['programmes']['nodes'][number];

const ProgrammeComparisonTemplate = ({
  data,
  pageContext,
  location,
}: PageProps<Queries.ProgrammeComparisonTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['programmes', 'common']);
  const taxonomy = useTaxonomy();
  const { language } = pageContext;
  const hydrated = useHydrated();
  const comparison = useComparison();
  const [scrollerRef, scrollsSideways] = useScrollsSideways<HTMLDivElement>();
  const fromAddress = hydrated ? comparedSlugs(location.search) : [];
  const slugs = fromAddress.length > 0 ? fromAddress : comparison.slugs;
  const programmes = slugs
    .map((slug) => data.programmes.nodes.find((programme) => programme.slug === slug))
    .filter((programme): programme is ComparedProgramme => programme !== undefined);

  const remove = (slug: string) => {
    comparison.remove(slug);
    const rest = slugs.filter((item) => item !== slug);
    if (fromAddress.length > 0) void navigate(localize(language, comparisonPath(routes.programmeComparison(), rest)), { replace: true });
  };

  // `value`: the cell as text, which also tells whether the programmes differ on the row; `cell`
  // when the cell shows more than its text.
  const campusCities = (programme: ComparedProgramme) =>
    (programme.campuses ?? []).map((campus) => campus?.city || campus?.name).filter(Boolean);
  const admission = (programme: ComparedProgramme) =>
    `${t('admissionCost.entry', { level: taxonomy(`level.${programme.entryLevel}`) })} ${t(
      `admissionCost.${programme.category === 'bts' ? 'parcoursup' : 'rolling'}.1`,
    )}.`;
  const rows: Array<{
    label: string;
    value: (programme: ComparedProgramme) => string | null;
    cell?: (programme: ComparedProgramme) => React.ReactNode;
  }> = [
    { label: taxonomy('graduationLevel'), value: (programme) => taxonomy(`level.${programme.graduationLevel}`) },
    { label: taxonomy('entryLevel'), value: (programme) => taxonomy(`level.${programme.entryLevel}`) },
    { label: taxonomy('rhythm.label'), value: (programme) => taxonomy(`rhythm.${programme.rhythm}`) },
    {
      label: taxonomy('duration'),
      value: (programme) => taxonomy(durationKey(programme.durationScale, 'long'), { count: programme.durationValue }),
    },
    { label: taxonomy('cost.label'), value: (programme) => costFact(programme, taxonomy) },
    {
      label: t('comparison.campuses'),
      value: (programme) => campusCities(programme).join(', '),
      cell: (programme) => {
        const cities = campusCities(programme);
        return cities.length > 0 ? (
          <details className={styles.campuses}>
            <summary>{taxonomy('campusCount', { count: cities.length })}</summary>
            <p>{cities.join(', ')}</p>
          </details>
        ) : null;
      },
    },
    { label: t('comparison.certification'), value: (programme) => keepPunctuationAttached(firstParagraphText(programme.certification)) },
    { label: t('admissionCost.admission'), value: admission },
  ];
  /** The rows on which the programmes compared do not all say the same. */
  // The criteria on which the programmes differ, marked on both of their rows and in the legend.
  const differing = new Set(rows.filter((row) => programmes.length > 1 && new Set(programmes.map(row.value)).size > 1));
  const anyDiffers = differing.size > 0;

  return (
    <>
      <Breadcrumbs
        label={t('common:breadcrumb.label')}
        items={[
          { label: t('common:breadcrumb.home'), to: localize(language, '/') },
          { label: t('title'), to: localize(language, routes.programmes()) },
          { label: t('comparison.title') },
        ]}
      />
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('comparison.title')}</h1>
        <p className={listPage.lead}>{t(programmes.length >= 2 ? 'comparison.lead' : 'comparison.empty')}</p>
      </header>
      {programmes.length > 2 ? (
        <p className={styles.swipeHint} aria-hidden="true">
          <MoveHorizontal className={styles.removeIcon} focusable="false" />
          {t('comparison.swipe')}
        </p>
      ) : null}
      {anyDiffers ? (
        // The mark is for the eye; a screen reader compares the cells of a row as it reads them.
        <p className={styles.legend} aria-hidden="true">
          <span className={styles.legendMark} />
          {t('comparison.differs')}
        </p>
      ) : null}
      {programmes.length > 0 ? (
        // A region with a name, and a tab stop while the table is wider than the screen (a phone):
        // the keyboard then scrolls it sideways. Where the table fits, a tab stop would do nothing.
        <div
          ref={scrollerRef}
          className={styles.scroller}
          role="region"
          aria-labelledby="comparison-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrollsSideways ? 0 : undefined}
        >
          <table className={styles.table} data-columns={programmes.length}>
            <caption id="comparison-caption" className="visually-hidden">
              {t('comparison.caption', { titles: programmes.map((programme) => programme.title).join(', ') })}
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {programmes.map((programme) => (
                  <th key={programme.slug} scope="col" className={styles.programme}>
                    <span className={styles.category}>{taxonomy(`category.${programme.category}`)}</span>
                    <Link to={localize(language, routes.programme(programme.slug))} className={styles.title}>
                      {programme.title}
                    </Link>
                    <button type="button" className={styles.remove} onClick={() => remove(programme.slug)}>
                      <X className={styles.removeIcon} aria-hidden="true" focusable="false" />
                      <span aria-hidden="true">{t('comparison.remove')}</span>
                      <span className="visually-hidden">{t('comparison.removeNamed', { title: programme.title })}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const differs = differing.has(row);
                return (
                  <React.Fragment key={row.label}>
                    {/* A phone: the criterion on a line of its own, above its cells (the row heading is
                      then hidden but still read, and still holds its column: hence the span of one
                      more), so that two programmes fit side by side. */}
                    <tr className={cx(styles.phoneCriterion, differs && styles.differs)} aria-hidden="true">
                      <td colSpan={programmes.length + 1}>
                        <span>{row.label}</span>
                      </td>
                    </tr>
                    <tr className={differs ? styles.differs : undefined}>
                      <th scope="row" className={styles.criterion}>
                        {row.label}
                      </th>
                      {programmes.map((programme) => (
                        <td key={programme.slug}>{(row.cell ?? row.value)(programme) || '–'}</td>
                      ))}
                    </tr>
                  </React.Fragment>
                );
              })}
            </tbody>
            <tfoot>
              {/* Where a comparison leads: each programme's page, with its requests and its campuses. */}
              <tr className={styles.phoneCriterion} aria-hidden="true">
                <td colSpan={programmes.length + 1}>
                  <span>{t('comparison.nextStep')}</span>
                </td>
              </tr>
              <tr>
                <th scope="row" className={styles.criterion}>
                  {t('comparison.nextStep')}
                </th>
                {programmes.map((programme) => (
                  <td key={programme.slug}>
                    <Link to={localize(language, routes.programme(programme.slug))} className={buttonClassName({ size: 'sm' })}>
                      <span aria-hidden="true">{t('comparison.open')}</span>
                      <span className="visually-hidden">{t('comparison.openNamed', { title: programme.title })}</span>
                    </Link>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      {programmes.length < 2 ? (
        // Nothing to compare yet: a page of one sentence and a button left the visitor without an
        // idea of what a comparison shows (a blind review); comparisons often made, one click away.
        <section className={styles.suggestions} aria-labelledby="comparison-suggestions">
          <h2 id="comparison-suggestions" className={styles.suggestionsTitle}>
            {t('comparison.suggestionsTitle')}
          </h2>
          <ul className={styles.suggestionList}>
            {suggestedComparisons(data.programmes.nodes).map(({ programmes: pair }) => (
              <li key={pair.map((programme) => programme.slug).join()}>
                <Link
                  to={localize(
                    language,
                    comparisonPath(
                      routes.programmeComparison(),
                      pair.map((programme) => programme.slug),
                    ),
                  )}
                  className={styles.suggestion}
                >
                  {pair.map((programme, index) => (
                    <React.Fragment key={programme.slug}>
                      {index > 0 ? <span className={styles.versus}>{` ${t('comparison.versus')} `}</span> : null}
                      <span className={styles.suggested}>
                        <span className={styles.category} aria-hidden="true">
                          {taxonomy(`category.${programme.category}`)}
                        </span>
                        {programme.title}
                      </span>
                    </React.Fragment>
                  ))}
                  <span className={styles.suggestionCue}>
                    {` ${t('comparison.compare')}`}
                    <ArrowRight className={styles.removeIcon} aria-hidden="true" focusable="false" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.back}>
        <Link
          to={localize(language, routes.programmes())}
          className={buttonClassName({ variant: programmes.length >= 2 ? 'ghost' : 'primary' })}
        >
          {t(programmes.length >= 2 ? 'comparison.backToFinder' : 'comparison.toFinder')}
        </Link>
      </p>
      <ClosingCall language={language} context="comparison" />
    </>
  );
};

export default ProgrammeComparisonTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ProgrammeComparisonTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'programmes', 'comparison.title')}
    description={localeText(data.locales, 'programmes', 'comparison.lead')}
    noindex
  />
);

export const query = graphql`
  query ProgrammeComparisonTemplate($language: String!) {
    programmes: allStrapiProgramme(filter: { locale: { eq: $language } }, sort: [{ title: ASC }, { slug: ASC }]) {
      nodes {
        title
        slug
        category
        rhythm
        entryLevel
        graduationLevel
        durationValue
        durationScale
        yearlyFeeText
        certification
        campuses {
          name
          city
        }
        fieldsOfStudy {
          slug
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "programmes", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
