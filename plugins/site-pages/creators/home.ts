// `/` (and `/en`): the home page, composed from the CMS home-page layout.
import { type Language, localize, routes } from '../../../src/lib/routes';
import { createFixedPages, template } from '../page-context';
import { warnAboutUnknownBlocks } from './page-layout';
import { type CreatorArgs, dataOf } from './types';

export const createHomePages = async (args: CreatorArgs) => {
  // Destructured: GraphQL Typegen only finds queries in calls to a function named `graphql`.
  const { graphql } = args;
  const { allStrapiHomePage } = dataOf(
    args,
    'SitePagesHome',
    await graphql<Queries.SitePagesHomeQuery>(`
      query SitePagesHome {
        allStrapiHomePage {
          nodes {
            id
            locale
          }
        }
      }
    `),
  );
  createFixedPages(args, {
    route: routes.home(),
    component: template('home'),
    context: (language) => ({ upcomingEventIds: args.upcomingEventIds[language] }),
  });
  for (const home of allStrapiHomePage.nodes) {
    if (args.languages.includes(home.locale as Language)) {
      warnAboutUnknownBlocks(args, localize(home.locale as Language, routes.home()), home.id);
    }
  }
};
