/** @jest-environment node */
import type { CreateResolversArgs } from 'gatsby';
import { createByIdsResolvers, createLeadProgrammeResolver } from '../resolvers';

type Resolve = (source: unknown, args: unknown, context: unknown) => unknown;

/** The resolve function createResolvers receives for a type's field. */
const resolverOf = (create: (args: CreateResolversArgs) => void, type: string, field: string): Resolve => {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
  create({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as unknown as CreateResolversArgs);
  return resolvers[type][field].resolve;
};

const PROGRAMMES: Record<string, { id: string; image___NODE?: string | null }> = {
  'bts-sio': { id: 'bts-sio', image___NODE: null },
  'bachelor-dev': { id: 'bachelor-dev', image___NODE: 'image-1' },
  'mastere-data': { id: 'mastere-data', image___NODE: 'image-2' },
};
const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => PROGRAMMES[id] ?? null } };

describe('a job profile’s lead programme', () => {
  const leadProgramme = resolverOf(createLeadProgrammeResolver, 'STRAPI_JOB_PROFILE', 'leadProgramme');

  it('is the first of its programmes that has a picture, in the order the editor gave them', () => {
    expect(leadProgramme({ programmes___NODE: ['bts-sio', 'mastere-data', 'bachelor-dev'] }, {}, context)).toBe(PROGRAMMES['mastere-data']);
  });

  it('is none when no programme has a picture, or a linked programme is gone, or there is none', () => {
    expect(leadProgramme({ programmes___NODE: ['bts-sio', 'deleted'] }, {}, context)).toBeNull();
    expect(leadProgramme({ programmes___NODE: null }, {}, context)).toBeNull();
    expect(leadProgramme({}, {}, context)).toBeNull();
  });
});

describe('events and news items read by id', () => {
  const NODES: Record<string, { id: string }> = { 'event-1': { id: 'event-1' }, 'event-2': { id: 'event-2' }, 'news-1': { id: 'news-1' } };
  const asked: Array<{ id: string; type: string }> = [];
  const byIdContext = {
    nodeModel: {
      getNodeById: (query: { id: string; type: string }) => {
        asked.push(query);
        return NODES[query.id] ?? null;
      },
    },
  };

  it('come in the order of the ids, each read on its own with its type, without those that are gone', () => {
    const eventsByIds = resolverOf(createByIdsResolvers, 'Query', 'eventsByIds');
    expect(eventsByIds({}, { ids: ['event-2', 'deleted', 'event-1'] }, byIdContext)).toEqual([NODES['event-2'], NODES['event-1']]);
    expect(asked).toEqual([
      { id: 'event-2', type: 'STRAPI_EVENT' },
      { id: 'deleted', type: 'STRAPI_EVENT' },
      { id: 'event-1', type: 'STRAPI_EVENT' },
    ]);
    const newsArticlesByIds = resolverOf(createByIdsResolvers, 'Query', 'newsArticlesByIds');
    expect(newsArticlesByIds({}, { ids: ['news-1'] }, byIdContext)).toEqual([NODES['news-1']]);
    expect(asked.at(-1)).toEqual({ id: 'news-1', type: 'STRAPI_NEWS_ARTICLE' });
  });
});
