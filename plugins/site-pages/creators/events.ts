// `/agenda` and `/agenda/{slug}`. The HTML of the events long past is left to the site's server
// (../html-on-request.ts): the agenda no longer lists them, few visitors come back to them.
import { buildDay } from '../build-day';
import { isUpcoming } from '../../../src/lib/events';
import { type Language, routes } from '../../../src/lib/routes';
import { UPCOMING_EVENTS_ON_EVENT_PAGES } from '../upcoming-events';
import { createEntryPages, createFixedPages, template } from '../page-context';
import { builtPerLanguage, firstPerLanguage, HTML_ON_REQUEST } from '../html-on-request';
import { type CreatorArgs, dataOf } from './types';

/** Every event, newest first: for the event pages, and for the next events other pages show (../upcoming-events.ts). */
export const queryEvents = async (args: Pick<CreatorArgs, 'graphql' | 'reporter'>) => {
  const { graphql } = args;
  const { allStrapiEvent } = dataOf(
    args,
    'SitePagesEvents',
    await graphql<Queries.SitePagesEventsQuery>(`
      query SitePagesEvents {
        allStrapiEvent(sort: [{ dateStart: DESC }, { documentId: ASC }]) {
          nodes {
            id
            documentId
            locale
            slug
            dateStart
            dateEnd
          }
        }
      }
    `),
  );
  return allStrapiEvent.nodes;
};

export const createEventPages = async (args: CreatorArgs) => {
  const { events } = args;
  // The build's school day decides which events are listed as upcoming in the HTML (its time would
  // make Gatsby render the agenda again at every build).
  const builtOn = buildDay();
  createFixedPages(args, { route: routes.agenda(), component: template('agenda'), context: () => ({ builtOn }) });
  const buildDate = new Date(builtOn);
  const past = events.filter((event) => !isUpcoming(event, buildDate));
  const pastIds = new Set(past.map((event) => event.id));
  const pastBuilt = firstPerLanguage(past, pastEventsBuiltPerLanguage());
  const leftToServer = new Set(past.filter((event) => !pastBuilt.has(event.id)).map((event) => event.id));
  createEntryPages(args, events, {
    routeOf: (event) => routes.event(event.slug),
    component: template('event'),
    // A past event's page says it took place (the browser says so too once the event is over).
    context: (event) => ({
      upcomingEventIds: args.upcomingEventIds[event.locale as Language].slice(0, UPCOMING_EVENTS_ON_EVENT_PAGES),
      ...(leftToServer.has(event.id) ? HTML_ON_REQUEST : {}),
      ...(pastIds.has(event.id) ? { endedWhenBuilt: true } : {}),
    }),
  });
};

/**
 * How many of each language's most recent past events have their HTML built
 * (`SITE_PAST_EVENTS_BUILT_PER_LANGUAGE`, 100 by default); every upcoming event's is.
 */
export const pastEventsBuiltPerLanguage = (env: NodeJS.ProcessEnv = process.env) =>
  builtPerLanguage('SITE_PAST_EVENTS_BUILT_PER_LANGUAGE', 100, env);
