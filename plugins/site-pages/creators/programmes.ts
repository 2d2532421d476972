// `/programmes`, the course landing of each category and `/programmes/{slug}`.
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
  createEntryPages(args, allStrapiProgramme.nodes, {
    routeOf: (programme) => routes.programme(programme.slug),
    component: template('programme'),
    // The page lists the other programmes of its category.
    context: (programme) => ({ category: programme.category }),
  });
};
