// `/programmes`, the course landing of each category, the comparison and `/programmes/{slug}`.
import { routes } from '../../../src/lib/routes';
import { PROGRAMME_CATEGORIES } from '../../../src/lib/programme-categories';
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
          }
        }
      }
    `),
  );
  createFixedPages(args, { route: routes.programmes(), component: template('programme-list') });
  for (const category of PROGRAMME_CATEGORIES) {
    createFixedPages(args, {
      route: routes.programmeCategory(category),
      component: template('programme-list'),
      context: () => ({ category }),
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
