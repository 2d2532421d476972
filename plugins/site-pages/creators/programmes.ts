// `/programmes`, the course landing of each category, the comparison and `/programmes/{slug}`.
import { type Language, routes } from '../../../src/lib/routes';
import { PROGRAMME_CATEGORIES } from '../../../src/lib/programme-categories';
import { noScriptFilterRules } from '../../../src/features/list-filters/no-script-filter-rules';
import { programmeFilterOptions } from '../../../src/features/list-filters/programme-filters';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createProgrammePages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiProgramme } = dataOf(
    args,
    'SitePagesProgrammes',
    await graphql<Queries.SitePagesProgrammesQuery>(`
      query SitePagesProgrammes {
        allStrapiProgramme {
          nodes {
            id
            documentId
            locale
            slug
            category
            graduationLevel
            rhythm
            fieldsOfStudy {
              slug
              title
            }
            campuses {
              slug
              name
            }
          }
        }
      }
    `),
  );
  // The finder's CSS without JavaScript (no-script-filter-rules.ts), made here so that the
  // browser's bundle does not carry its code: a rule for each option the page's filters offer.
  const noScriptFilterCss = (language: Language, category?: string) => {
    const options = programmeFilterOptions(
      allStrapiProgramme.nodes.filter((programme) => programme.locale === language && (!category || programme.category === category)),
      language,
    );
    return noScriptFilterRules([
      ...(category ? [] : [{ name: 'categorie', values: options.categories }]),
      { name: 'niveau', values: options.levels.map(String) },
      { name: 'rythme', values: options.rhythms },
      { name: 'domaine', values: options.fields.map((field) => field.slug) },
      { name: 'campus', values: options.campuses.map((campus) => campus.slug), select: true },
    ]);
  };
  createFixedPages(args, {
    route: routes.programmes(),
    component: template('programme-list'),
    context: (language) => ({ noScriptFilterCss: noScriptFilterCss(language) }),
  });
  for (const category of PROGRAMME_CATEGORIES) {
    createFixedPages(args, {
      route: routes.programmeCategory(category),
      component: template('programme-list'),
      context: (language) => ({ category, noScriptFilterCss: noScriptFilterCss(language, category) }),
    });
  }
  createFixedPages(args, { route: routes.programmeComparison(), component: template('programme-comparison') });
  // A programme whose slug is the comparison's would take its address: it keeps its entry, without a page.
  const comparisonSlug = routes.programmeComparison().split('/').pop();
  const clashing = allStrapiProgramme.nodes.filter((programme) => programme.slug === comparisonSlug);
  for (const programme of clashing)
    args.reporter.warn(
      `site-pages: the programme ${programme.documentId} (${programme.locale}) has the slug "${comparisonSlug}", the comparison's address: it has no page until its slug changes`,
    );
  createEntryPages(
    args,
    allStrapiProgramme.nodes.filter((programme) => !clashing.includes(programme)),
    {
      routeOf: (programme) => routes.programme(programme.slug),
      component: template('programme'),
      // The page lists the other programmes of its category.
      context: (programme) => ({ category: programme.category }),
    },
  );
};
