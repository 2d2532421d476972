// Query.newsArticlesByIds and Query.eventsByIds: nodes by id, in the order given, for the pages
// whose items page creation chose: news lists and related news, the next events
// (upcoming-events.ts). Each node is read with getNodeById, so Gatsby ties the page to those nodes
// alone: an `allStrapiNewsArticle` query, even filtered by id, ties it to every news item, and one
// publication re-ran the queries of all 20,000 news pages.
// STRAPI_JOB_PROFILE.leadProgramme: the first programme that leads to a job and has a picture,
// whose picture is the job's on its card and page. Without it, the list of jobs queried the
// pictures of every programme of every job (83 KB of page data for 20 jobs) to show one each.
import type { CreateResolversArgs } from 'gatsby';

interface NodeModel {
  getNodeById: (query: { id: string; type: string }) => { image___NODE?: string | null } | null;
}

const nodesByIds = (type: string) => ({
  type: `[${type}!]!`,
  args: { ids: '[String!]!' },
  resolve: (_source: unknown, args: { ids: string[] }, context: { nodeModel: NodeModel }) =>
    args.ids.map((id) => context.nodeModel.getNodeById({ id, type })).filter((node) => node !== null),
});

export const createByIdsResolvers = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Query: {
      newsArticlesByIds: nodesByIds('STRAPI_NEWS_ARTICLE'),
      eventsByIds: nodesByIds('STRAPI_EVENT'),
    },
  });
};

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
