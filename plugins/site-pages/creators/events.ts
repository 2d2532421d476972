// `/agenda` and `/agenda/{slug}`.
import { schoolDay } from '../../../src/lib/intl';
import { routes } from '../../../src/lib/routes';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createEventPages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiEvent } = dataOf(
    args,
    'SitePagesEvents',
    await graphql<Queries.SitePagesEventsQuery>(`
      query SitePagesEvents {
        allStrapiEvent {
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
  // The build's school day decides which events are listed as upcoming in the HTML (its time would
  // make Gatsby render the agenda again at every build).
  const builtOn = schoolDay(new Date());
  createFixedPages(args, { route: routes.agenda(), component: template('agenda'), context: () => ({ builtOn }) });
  createEntryPages(args, allStrapiEvent.nodes, { routeOf: (event) => routes.event(event.slug), component: template('event') });
};
