// Query.upcomingEvents: the events that are upcoming when the site is built (spec §7 rules),
// soonest first, for the events blocks of the site chrome.
// STRAPI_JOB_PROFILE.leadProgramme: the first programme that leads to a job and has a picture,
// whose picture is the job's on its card and page. Without it, the list of jobs queried the
// pictures of every programme of every job (83 KB of page data for 20 jobs) to show one each.
// Query.newsArticlesByIds: news items by id, in the order given, for the pages whose items page
// creation chose (news lists, related news). Each node is read with getNodeById, so Gatsby ties
// the page to those nodes alone: an `allStrapiNewsArticle` query, even filtered by id, ties it to
// every news item, and one publication re-ran the queries of all 20,000 news pages.
import type { CreateResolversArgs } from 'gatsby';
import { isUpcoming } from '../../src/lib/events';

interface EventNode {
  locale: string;
  dateStart: string;
  dateEnd?: string | null;
  campus___NODE?: string;
}

export const createUpcomingEventsResolver = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Query: {
      upcomingEvents: {
        type: '[STRAPI_EVENT!]!',
        args: { language: 'String!', limit: { type: 'Int', defaultValue: 6 } },
        resolve: async (
          _source: unknown,
          args: { language: string; limit: number },
          context: { nodeModel: { findAll: (query: object) => Promise<{ entries: Iterable<EventNode> }> } },
        ) => {
          const { entries } = await context.nodeModel.findAll({
            type: 'STRAPI_EVENT',
            query: { filter: { locale: { eq: args.language } } },
          });
          const now = new Date();
          return [...entries]
            .filter((event) => isUpcoming(event, now))
            .sort((a, b) => a.dateStart.localeCompare(b.dateStart))
            .slice(0, args.limit);
        },
      },
    },
  });
};

export const createNewsByIdsResolver = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Query: {
      newsArticlesByIds: {
        type: '[STRAPI_NEWS_ARTICLE!]!',
        args: { ids: '[String!]!' },
        resolve: (
          _source: unknown,
          args: { ids: string[] },
          context: { nodeModel: { getNodeById: (query: { id: string; type: string }) => object | null } },
        ) => args.ids.map((id) => context.nodeModel.getNodeById({ id, type: 'STRAPI_NEWS_ARTICLE' })).filter((node) => node !== null),
      },
    },
  });
};

interface NodeModel {
  getNodeById: (query: { id: string; type: string }) => { image___NODE?: string | null } | null;
}

export const createLeadProgrammeResolver = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    STRAPI_JOB_PROFILE: {
      leadProgramme: {
        type: 'STRAPI_PROGRAMME',
        resolve: (source: { programmes___NODE?: string[] | null }, _args: unknown, context: { nodeModel: NodeModel }) =>
          (source.programmes___NODE ?? [])
            .map((id) => context.nodeModel.getNodeById({ id, type: 'STRAPI_PROGRAMME' }))
            .find((programme) => programme?.image___NODE) ?? null,
      },
    },
  });
};
