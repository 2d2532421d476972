/** @jest-environment node */
import type { Page } from 'gatsby';
import type { CreatorArgs } from '../creators/types';
import { createEventPages } from '../creators/events';
import { createHomePages } from '../creators/home';
import { upcomingEventIds } from '../upcoming-events';

const NOW = new Date('2026-12-02T10:00:00Z');

const event = (id: string, dateStart: string, dateEnd: string | null = null, locale = 'fr') => ({ id, locale, dateStart, dateEnd });

describe('the next events a page is built with', () => {
  it('are each language’s events not over yet, soonest first', () => {
    const events = [
      event('salon-lyon', '2026-12-12T09:00:00Z'),
      event('jpo-paris', '2026-12-05T09:00:00Z', '2026-12-05T16:00:00Z'),
      event('jpo-paris-en', '2026-12-05T09:00:00Z', '2026-12-05T16:00:00Z', 'en'),
      // Over at 9:00 this morning.
      event('petit-dejeuner', '2026-12-02T07:30:00Z', '2026-12-02T09:00:00Z'),
      // Started yesterday, ends tonight: still on.
      event('hackathon', '2026-12-01T08:00:00Z', '2026-12-02T20:00:00Z'),
      // Today without an end time: on until the end of the school's day.
      event('conference', '2026-12-02T08:00:00Z'),
    ];
    expect(upcomingEventIds(events, ['fr', 'en'], NOW)).toEqual({
      fr: ['hackathon', 'conference', 'jpo-paris', 'salon-lyon'],
      en: ['jpo-paris-en'],
    });
  });

  it('keep the same order for events at the same time, and six at most', () => {
    const sameTime = ['f', 'b', 'd', 'a', 'e', 'c', 'g'].map((id) => event(id, '2026-12-10T09:00:00Z'));
    expect(upcomingEventIds(sameTime, ['fr'], NOW).fr).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(upcomingEventIds([...sameTime].reverse(), ['fr'], NOW).fr).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('are none for a language without events to come', () => {
    expect(upcomingEventIds([event('past', '2026-11-20T09:00:00Z')], ['fr', 'en'], NOW)).toEqual({ fr: [], en: [] });
  });
});

describe('the pages that show the next events', () => {
  const pagesCreatedBy = async (create: (args: CreatorArgs) => Promise<void>, data: unknown, events: unknown[] = []) => {
    const pages: Array<Page<Record<string, unknown>>> = [];
    await create({
      graphql: async () => ({ data }),
      events,
      reporter: { panicOnBuild: jest.fn(), warn: jest.fn() },
      getNode: () => undefined,
      getNodesByType: () => [],
      createPage: (page: Page<Record<string, unknown>>) => void pages.push(page),
      languages: ['fr', 'en'],
      paths: new Set<string>(),
      upcomingEventIds: { fr: ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'], en: ['e1-en'] },
    } as unknown as CreatorArgs);
    return Object.fromEntries(pages.map((page) => [page.path, page.context]));
  };

  it('are given their language’s ids: six on the home page, the first three on an event page', async () => {
    const home = await pagesCreatedBy(createHomePages, { allStrapiHomePage: { nodes: [] } });
    expect(home['/']).toMatchObject({ upcomingEventIds: ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'] });
    expect(home['/en']).toMatchObject({ upcomingEventIds: ['e1-en'] });

    const events = await pagesCreatedBy(createEventPages, {}, [
      { id: 'e9', documentId: 'salon', locale: 'fr', slug: 'salon', dateStart: '2027-03-01T09:00:00Z', dateEnd: null },
      { id: 'e9-en', documentId: 'salon', locale: 'en', slug: 'salon', dateStart: '2027-03-01T09:00:00Z', dateEnd: null },
    ]);
    expect(events['/agenda/salon']).toMatchObject({ upcomingEventIds: ['e1', 'e2', 'e3'] });
    expect(events['/en/agenda/salon']).toMatchObject({ upcomingEventIds: ['e1-en'] });
  });
});
