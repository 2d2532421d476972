// `/campus` and `/campus/{slug}`.
import { routes } from '../../../src/lib/routes';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createCampusPages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiCampus } = dataOf(
    args,
    'SitePagesCampuses',
    await graphql<Queries.SitePagesCampusesQuery>(`
      query SitePagesCampuses {
        allStrapiCampus {
          nodes {
            id
            documentId
            locale
            slug
          }
        }
      }
    `),
  );
  const builtAt = new Date().toISOString();
  createFixedPages(args, { route: routes.campuses(), component: template('campus-list') });
  createEntryPages(args, allStrapiCampus.nodes, {
    routeOf: (campus) => routes.campus(campus.slug),
    component: template('campus'),
    // The build's date decides which of the campus's events are upcoming in the HTML.
    context: (campus) => ({ slug: campus.slug, builtAt }),
  });
};
