// `/offres-alternance` (apprenticeship offers), `/metiers` and `/metiers/{slug}` (job profiles).
import { routes } from '../../../src/lib/routes';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createJobPages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiJobProfile } = dataOf(
    args,
    'SitePagesJobProfiles',
    await graphql<Queries.SitePagesJobProfilesQuery>(`
      query SitePagesJobProfiles {
        allStrapiJobProfile {
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
  createFixedPages(args, { route: routes.jobOffers(), component: template('job-offers') });
  createFixedPages(args, { route: routes.jobProfiles(), component: template('job-profile-list') });
  createEntryPages(args, allStrapiJobProfile.nodes, {
    routeOf: (profile) => routes.jobProfile(profile.slug),
    component: template('job-profile'),
  });
};
