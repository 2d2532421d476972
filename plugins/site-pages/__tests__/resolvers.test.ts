/** @jest-environment node */
import type { CreateResolversArgs } from 'gatsby';
import {
  createByIdsResolvers,
  createKeyFigureResolvers,
  createLeadProgrammeResolver,
  createOpeningHoursResolvers,
  createProgrammeFeeResolvers,
} from '../resolvers';

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

describe('a campus’s opening hours, formatted at build time', () => {
  const HOURS: Record<string, { firstDay: string; lastDay: string | null; opens: string; closes: string }> = {
    week: { firstDay: 'monday', lastDay: 'friday', opens: '08:30:00.000', closes: '19:00:00.000' },
    saturday: { firstDay: 'saturday', lastDay: null, opens: '09:00:00.000', closes: '12:30:00.000' },
  };
  const hoursContext = { nodeModel: { getNodeById: ({ id }: { id: string }) => HOURS[id] ?? null } };
  const rows = resolverOf(createOpeningHoursResolvers, 'STRAPI_CAMPUS', 'openingHoursRows');
  const jsonLd = resolverOf(createOpeningHoursResolvers, 'STRAPI_CAMPUS', 'openingHoursJsonLd');

  // French times keep their parts together with no-break spaces (spokenClockTime, src/lib/dates.ts).
  it('reads in the campus’s own language, in the order the editor gave them', () => {
    const french = rows({ locale: 'fr', openingHours___NODE: ['week', 'saturday'] }, {}, hoursContext) as Array<Record<string, string>>;
    expect(french.map(({ days, opensLabel, closesLabel }) => [days, opensLabel, closesLabel])).toEqual([
      ['Lundi – vendredi', '8\u00a0h\u00a030', '19\u00a0h'],
      ['Samedi', '9\u00a0h', '12\u00a0h\u00a030'],
    ]);
    const english = rows({ locale: 'en', openingHours___NODE: ['saturday'] }, {}, hoursContext) as Array<Record<string, string>>;
    expect(english.map(({ days, opensLabel, closesLabel }) => [days, opensLabel, closesLabel])).toEqual([['Saturday', '09:00', '12:30']]);
  });

  it('is empty when the campus has none, or when a linked entry is gone', () => {
    expect(rows({ locale: 'fr', openingHours___NODE: null }, {}, hoursContext)).toEqual([]);
    expect(rows({ locale: 'fr', openingHours___NODE: ['deleted'] }, {}, hoursContext)).toEqual([]);
    expect(jsonLd({ locale: 'fr' }, {}, hoursContext)).toEqual([]);
  });

  it('gives search engines schema.org’s days and 24-hour times, whatever the language', () => {
    expect(jsonLd({ locale: 'fr', openingHours___NODE: ['saturday'] }, {}, hoursContext)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '12:30' },
    ]);
  });
});

describe('a key figure as shown', () => {
  const displayValue = resolverOf(createKeyFigureResolvers, 'STRAPI_KEY_FIGURE', 'displayValue');

  it('is written as its own language writes numbers, its groups kept apart by a full no-break space in French', () => {
    expect(displayValue({ locale: 'fr', value: '22000' }, {}, {})).toBe('22\u00a0000');
    expect(displayValue({ locale: 'fr', value: '92 %' }, {}, {})).toBe('92\u00a0%');
    expect(displayValue({ locale: 'en', value: '22 000' }, {}, {})).toBe('22,000');
  });

  it('keeps what is not a number as typed, and is none without a value', () => {
    expect(displayValue({ locale: 'fr', value: 'Bac+5' }, {}, {})).toBe('Bac+5');
    expect(displayValue({ locale: 'fr', value: null }, {}, {})).toBeNull();
  });
});

describe('a programme’s yearly fee as shown', () => {
  const yearlyFeeText = resolverOf(createProgrammeFeeResolvers, 'STRAPI_PROGRAMME', 'yearlyFeeText');

  it('is written as its own language writes amounts: "6 400" with a full no-break space in French, "12,500" in English', () => {
    expect(yearlyFeeText({ locale: 'fr', yearlyFee: 6400 }, {}, {})).toBe('6\u00a0400');
    expect(yearlyFeeText({ locale: 'en', yearlyFee: 12500 }, {}, {})).toBe('12,500');
  });

  it('is none for a programme without a fee (work-study, paid by the employer)', () => {
    expect(yearlyFeeText({ locale: 'fr', yearlyFee: null }, {}, {})).toBeNull();
  });
});
