// `/campus` and `/campus/{slug}`.
import { buildDay } from '../build-day';
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
  // The build's school day, not its time: a time would change the context of every campus page at
  // each build, and Gatsby would render all of them again for the same events.
  const builtOn = buildDay();
  createFixedPages(args, { route: routes.campuses(), component: template('campus-list') });
  createEntryPages(args, allStrapiCampus.nodes, {
    routeOf: (campus) => routes.campus(campus.slug),
    component: template('campus'),
    // The build's day decides which of the campus's events are upcoming in the HTML.
    context: (campus) => ({ slug: campus.slug, builtOn }),
  });
};
