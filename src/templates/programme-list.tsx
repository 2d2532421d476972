// `/programmes`: every programme, grouped by category and filterable by category, graduation
// level, rhythm, field of study and campus, and sorted from the visitor's postcode or location
// ("Près de chez moi": each card then names its nearest campus and how far it is); each card's
// "Comparer" adds it to the comparison, which the bar at the bottom opens. `/programmes/categorie/{category}`: the course landing of one category, the
// same list with its category fixed.
import React, { useState } from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { ProgrammeCard } from '@/components/content/programme-card';
import { ArrowRight, BriefcaseBusiness, Building2, CalendarDays, Columns3, type LucideIcon, MapPin } from 'lucide-react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EndTile } from '@/components/ui/end-tile';
import { Grid } from '@/components/ui/grid';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { ClosingCall } from '@/features/popin/closing-call';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import {
  NO_PROGRAMME_FILTER,
  PROGRAMME_CATEGORIES,
  PROGRAMME_FILTER_KEYS,
  type ProgrammeFilterKey,
  type ProgrammeFilterValues,
  filterProgrammes,
  programmeFilterOptions,
  rhythmChoicesOf,
} from '@/features/list-filters/programme-filters';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { keepPunctuationAttached } from '@/lib/typography';
import { type Language, localize, routes } from '@/lib/routes';
import { useTaxonomy } from '@/state/taxonomy';
import * as listPage from './list-page.module.css';
import { StaticHtml } from '@/components/ui/static-html';
import { distanceKm, roundKm, type LatLng } from '@/lib/distance';
import { LazyNearMePanel } from '@/features/nearest-campus/lazy-near-me-panel';
import { CompareToggle } from '@/features/programme-comparison/compare-toggle';
import { LazyComparisonTray } from '@/features/programme-comparison/lazy-comparison-tray';

type ProgrammeListContext = SitePageContext & {
  category?: string;
  /** The finder's rules without JavaScript, made at page creation (plugins/site-pages/creators/programmes.ts). */
  noScriptFilterCss?: string;
};
type ProgrammeNode = Queries.ProgrammeListTemplateQuery['programmes']['nodes'][number];

/** What the no-JavaScript rules filter a card by (no-script-filter-rules.ts), one attribute per filter. */
const filterAttributes = (programme: ProgrammeNode) => ({
  'data-niveau': String(programme.graduationLevel),
  'data-rythme': rhythmChoicesOf(programme.rhythm).join(' '),
  'data-domaine': (programme.fieldsOfStudy ?? []).map((field) => field?.slug).join(' '),
  'data-campus': (programme.campuses ?? []).map((campus) => campus?.slug).join(' '),
});

/** The programme's campus nearest `origin`, null when none of its campuses has coordinates. */
const nearestCampusOf = (programme: ProgrammeNode, origin: LatLng) => {
  let nearest: { name: string; km: number } | null = null;
  for (const campus of programme.campuses ?? []) {
    if (campus?.latitude == null || campus.longitude == null) continue;
    const km = distanceKm(origin, { latitude: campus.latitude, longitude: campus.longitude });
    if (!nearest || km < nearest.km) nearest = { name: campus.city || campus.name, km };
  }
  return nearest;
};

const LANDING_FILTER_KEYS = ['niveau', 'rythme', 'domaine', 'campus'] as const;

/**
 * What ends a category's cards, where their last row leaves room (Grid's end): a different next
 * step for each category, so that the list of every programme never offers one twice (blind review:
 * the brochure and the open days twice on one page); never the brochure or a question either, which
 * the closing band under the list asks for (a brochure tile right above it was the same call twice).
 */
const END_TILES: ReadonlyArray<{ kind: string; icon: LucideIcon; route: () => string }> = [
  { kind: 'compare', icon: Columns3, route: routes.programmeComparison },
  { kind: 'agenda', icon: CalendarDays, route: routes.agenda },
  { kind: 'jobs', icon: BriefcaseBusiness, route: routes.jobProfiles },
  { kind: 'offers', icon: Building2, route: routes.jobOffers },
  { kind: 'campuses', icon: MapPin, route: routes.campuses },
];

const ProgrammesEndTile = ({ tile, language }: { tile: (typeof END_TILES)[number]; language: Language }) => {
  const { t } = useTranslation('programmes');
  const { kind, icon, route } = tile;
  return (
    <EndTile
      icon={icon}
      to={localize(language, route())}
      title={t(`endTile.${kind}.title`)}
      text={t(`endTile.${kind}.text`)}
      action={t(`endTile.${kind}.action`)}
      // One text per tile in the dictionary (its texts are strings), the points between its " · ".
      points={t(`endTile.${kind}.points`, { defaultValue: '' }).split(' · ').filter(Boolean)}
    />
  );
};

const ProgrammeListTemplate = ({ data, pageContext, location }: PageProps<Queries.ProgrammeListTemplateQuery, ProgrammeListContext>) => {
  const { t } = useTranslation(['programmes', 'courses', 'common']);
  const taxonomy = useTaxonomy();
  const { language, category: landingCategory } = pageContext;
  const programmes = landingCategory
    ? data.programmes.nodes.filter((programme) => programme.category === landingCategory)
    : data.programmes.nodes;
  const keys: readonly ProgrammeFilterKey[] = landingCategory ? LANDING_FILTER_KEYS : PROGRAMME_FILTER_KEYS;
  const { values, active, apply, reset } = useQueryFilters(location, keys);
  // A landing page's category is fixed, whatever its query says.
  const chosen: ProgrammeFilterValues = { ...NO_PROGRAMME_FILTER, ...values, ...(landingCategory ? { categorie: landingCategory } : {}) };
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const nearestCampuses = new Map(origin ? programmes.map((programme) => [programme.slug, nearestCampusOf(programme, origin)]) : []);
  const distance = (programme: ProgrammeNode) => nearestCampuses.get(programme.slug)?.km ?? Infinity;
  const shown = filterProgrammes(programmes, chosen);
  // Nearest first (a stable sort: same distance, same order as before).
  if (origin) shown.sort((a, b) => distance(a) - distance(b));
  const options = programmeFilterOptions(programmes, language);
  // How many programmes a choice gives, the other filters kept: the chips' counts.
  const countWith = (key: ProgrammeFilterKey, value: string) => filterProgrammes(programmes, { ...chosen, [key]: value }).length;
  const chipField = (
    name: ProgrammeFilterKey,
    label: string,
    choices: Array<{ value: string; label: string }>,
  ): FilterField<ProgrammeFilterKey> => ({
    name,
    label,
    options: choices.map((choice) => ({ ...choice, count: countWith(name, choice.value) })),
    chips: { allCount: countWith(name, ''), countLabel: (count: number) => t('filters.count', { count }) },
  });

  const fields: Array<FilterField<ProgrammeFilterKey>> = [
    ...(landingCategory
      ? []
      : [
          {
            ...chipField(
              'categorie',
              t('filters.category'),
              options.categories.map((value) => ({ value, label: taxonomy(`category.${value}`) })),
            ),
            allLabel: t('common:filters.allFeminine'),
          },
        ]),
    chipField(
      'niveau',
      t('filters.level'),
      options.levels.map((level) => ({ value: String(level), label: taxonomy(`level.${level}`) })),
    ),
    chipField(
      'rythme',
      t('filters.rhythm'),
      options.rhythms.map((value) => ({ value, label: t(`common:finder.rhythmChoice.${value}`) })),
    ),
    chipField(
      'domaine',
      t('filters.field'),
      options.fields.map(({ slug, title }) => ({ value: slug, label: title })),
    ),
    { name: 'campus', label: t('filters.campus'), options: options.campuses.map(({ slug, name }) => ({ value: slug, label: name })) },
  ];

  return (
    <>
      {landingCategory ? (
        <Breadcrumbs
          label={t('common:breadcrumb.label')}
          items={[
            { label: t('common:breadcrumb.home'), to: localize(language, '/') },
            { label: t('title'), to: localize(language, routes.programmes()) },
            { label: taxonomy(`category.${landingCategory}`) },
          ]}
        />
      ) : null}
      <header className={listPage.header}>
        <h1 className={listPage.title}>{landingCategory ? taxonomy(`category.${landingCategory}`) : t('title')}</h1>
        <p className={listPage.lead}>
          {keepPunctuationAttached(t(landingCategory ? `categoryIntro.${landingCategory}` : 'metaDescription'))}
        </p>
      </header>
      <FilterForm
        label={t('filters.label')}
        pathname={location.pathname}
        fields={fields.filter((field) => field.options.length > 1 || values[field.name])}
        values={values as Record<ProgrammeFilterKey, string>}
        active={active}
        resultCount={shown.length}
        onApply={apply}
        onReset={reset}
        submitWithoutScript={false}
        resultsLabel={(count) => t('filters.count', { count })}
      />
      {pageContext.noScriptFilterCss ? (
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: pageContext.noScriptFilterCss }} />
        </noscript>
      ) : null}
      <LazyNearMePanel className={listPage.nearMe} location={location} onOrigin={setOrigin} />
      {shown.length === 0 ? <p className={listPage.empty}>{t('empty')}</p> : null}
      {PROGRAMME_CATEGORIES.filter((category) => shown.some((programme) => programme.category === category)).map((category, index) => {
        const group = shown.filter((programme) => programme.category === category);
        return (
          <section key={category} aria-labelledby={`category-${category}`} className={listPage.group} data-categorie={category}>
            <h2 id={`category-${category}`} className={listPage.groupTitle}>
              {landingCategory ? (
                t('landingList', { category: taxonomy(`category.${category}`) })
              ) : (
                <Link to={localize(language, routes.programmeCategory(category))} className={listPage.groupLink}>
                  {taxonomy(`category.${category}`)}
                  <ArrowRight className={listPage.groupIcon} aria-hidden="true" focusable="false" />
                </Link>
              )}
            </h2>
            <Grid as="ul" columns={4} end={<ProgrammesEndTile tile={END_TILES[index % END_TILES.length]} language={language} />}>
              {group.map((programme) => {
                const nearest = nearestCampuses.get(programme.slug);
                const nearestCampus = nearest ? { name: nearest.name, km: roundKm(nearest.km) } : null;
                return (
                  <li key={programme.slug} className={listPage.comparable} {...filterAttributes(programme)}>
                    {/* Kept as the server wrote it while the page hydrates (docs/architecture.md, "Hydration"); a
                        card naming its nearest campus is the client's. */}
                    <StaticHtml content={nearestCampus ? `${programme.slug} ${nearestCampus.name} ${nearestCampus.km}` : programme}>
                      <ProgrammeCard programme={programme} language={language} compact nearestCampus={nearestCampus} />
                    </StaticHtml>
                    <CompareToggle slug={programme.slug} title={programme.title} />
                  </li>
                );
              })}
            </Grid>
          </section>
        );
      })}
      <LazyComparisonTray language={language} />
      <StaticHtml content={language}>
        <ClosingCall language={language} context="programmes" />
      </StaticHtml>
    </>
  );
};

export default ProgrammeListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ProgrammeListTemplateQuery, ProgrammeListContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={
      pageContext.category
        ? localeText(data.locales, 'courses', `category.${pageContext.category}`)
        : localeText(data.locales, 'programmes', 'title')
    }
    description={localeText(data.locales, 'programmes', pageContext.category ? `categoryIntro.${pageContext.category}` : 'metaDescription')}
    parents={pageContext.category ? [{ name: localeText(data.locales, 'programmes', 'title'), route: routes.programmes() }] : []}
  />
);

export const query = graphql`
  query ProgrammeListTemplate($language: String!) {
    programmes: allStrapiProgramme(filter: { locale: { eq: $language } }, sort: [{ title: ASC }, { slug: ASC }]) {
      nodes {
        ...ProgrammeCardFields
        fieldsOfStudy {
          slug
          title
        }
        campuses {
          city
          latitude
          longitude
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "programmes", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
