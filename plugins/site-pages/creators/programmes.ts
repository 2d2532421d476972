// `/programmes` and `/programmes/{slug}`.
import { routes } from '../../../src/lib/routes';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createProgrammePages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiProgramme } = dataOf(
    args,
    'SitePagesProgrammes',
    await graphql<Queries.SitePagesProgrammesQuery>(`query SitePagesProgrammes { allStrapiProgramme { nodes { id documentId locale slug } } }`),
  );
  createFixedPages(args, { route: routes.programmes(), component: template('programme-list') });
  createEntryPages(args, allStrapiProgramme.nodes, {
    routeOf: (programme) => routes.programme(programme.slug),
    component: template('programme'),
  });
};
