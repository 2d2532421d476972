import type { CreatePagesArgs, NodePluginArgs, Reporter } from 'gatsby';
import type { Language } from '../../../src/lib/routes';
import type { PageFactory } from '../page-context';

export interface CreatorArgs extends PageFactory {
  graphql: CreatePagesArgs['graphql'];
  reporter: Reporter;
  /** The source nodes, for checks GraphQL cannot express (see page-layout.ts). */
  getNode: NodePluginArgs['getNode'];
  getNodesByType: NodePluginArgs['getNodesByType'];
  /** Every event, newest first (events.ts), queried once for the event pages and the next events. */
  events: Queries.SitePagesEventsQuery['allStrapiEvent']['nodes'];
  /** Each language's next events when the site is built, soonest first (../upcoming-events.ts). */
  upcomingEventIds: Record<Language, string[]>;
}

/** The data of a page-creation query; a failing query stops the build with its errors. */
export const dataOf = <T>(args: Pick<CreatorArgs, 'reporter'>, name: string, result: { errors?: unknown; data?: T }): T => {
  if (result.errors || !result.data) {
    args.reporter.panicOnBuild(`site-pages: query ${name} failed`, result.errors as Error[]);
    throw new Error(`site-pages: query ${name} failed`);
  }
  return result.data;
};
