/**
 * @jest-environment node
 */
import type { Page } from 'gatsby';
import type { CreatorArgs } from '../creators/types';
import { createCampusPages } from '../creators/campuses';
import { createEventPages } from '../creators/events';

// The campus pages and the agenda list the events upcoming on the day of the build. Gatsby renders
// a page again whenever its context changes: a context that held the build's time made every
// build render those 54 pages (and compress and deploy them) with no change to their events.

const creatorArgs = () => {
  const pages: Array<Page<Record<string, unknown>>> = [];
  const nodes = {
    allStrapiCampus: { nodes: [{ id: 'c1', documentId: 'lyon', locale: 'fr', slug: 'lyon' }] },
    allStrapiEvent: {
      nodes: [{ id: 'e1', documentId: 'jpo', locale: 'fr', slug: 'portes-ouvertes', dateStart: '2026-12-05T09:00:00Z', dateEnd: null }],
    },
  };
  const args = {
    graphql: async () => ({ data: nodes }),
    reporter: { panicOnBuild: jest.fn() },
    getNode: () => undefined,
    getNodesByType: () => [],
    createPage: (page: Page<Record<string, unknown>>) => void pages.push(page),
    languages: ['fr'],
    paths: new Set<string>(),
    events: nodes.allStrapiEvent.nodes,
    upcomingEventIds: { fr: [], en: [] },
  } as unknown as CreatorArgs;
  return { args, pages };
};

/** The contexts of the campus page and the agenda, for a build at `time`. */
const contextsAt = async (time: string) => {
  jest.useFakeTimers({ now: new Date(time), doNotFake: ['nextTick', 'setImmediate'] });
  const { args, pages } = creatorArgs();
  await createCampusPages(args);
  await createEventPages(args);
  jest.useRealTimers();
  const contextOf = (path: string) => pages.find((page) => page.path === path)?.context;
  return { campus: contextOf('/campus/lyon'), agenda: contextOf('/agenda') };
};

describe('the build day in the pages that list upcoming events', () => {
  it('gives the same context to two builds of the same day in Paris, so Gatsby does not render them again', async () => {
    const morning = await contextsAt('2026-11-27T06:00:00Z');
    const evening = await contextsAt('2026-11-27T22:30:00Z');
    expect(morning.campus).toMatchObject({ slug: 'lyon', builtOn: '2026-11-27' });
    expect(morning.agenda).toMatchObject({ builtOn: '2026-11-27' });
    expect(evening).toEqual(morning);
  });

  it('moves to the next day at midnight in Paris, not in UTC', async () => {
    const nextDay = await contextsAt('2026-11-27T23:30:00Z');
    expect(nextDay.campus).toMatchObject({ builtOn: '2026-11-28' });
    expect(nextDay.agenda).toMatchObject({ builtOn: '2026-11-28' });
  });
});
