/** @jest-environment node */
import type { CreateResolversArgs } from 'gatsby';
import { createLeadProgrammeResolver } from '../resolvers';

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
