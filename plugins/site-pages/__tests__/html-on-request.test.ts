/**
 * @jest-environment node
 */
// Which pages' HTML the build writes, and which it leaves to the site's server
// (server/pages-on-request.ts): the newest news items and the numbered pages listing
// them are built, older ones left; upcoming and recent events are built, those long past left.
import type { Page } from 'gatsby';
import { builtPerLanguage, firstPerLanguage } from '../html-on-request';
import { listsOnlyItemsLeftToServer, newsArticlesBuiltPerLanguage } from '../creators/news';
import { createEventPages, pastEventsBuiltPerLanguage } from '../creators/events';
import type { CreatorArgs } from '../creators/types';
import { newsListLayout } from '../../../src/lib/news-pages';

describe('builtPerLanguage', () => {
  it('reads the variable, and "all" builds every page', () => {
    expect(builtPerLanguage('SITE_X_BUILT', 7, {})).toBe(7);
    expect(builtPerLanguage('SITE_X_BUILT', 7, { SITE_X_BUILT: ' 24 ' })).toBe(24);
    expect(builtPerLanguage('SITE_X_BUILT', 7, { SITE_X_BUILT: '0' })).toBe(0);
    expect(builtPerLanguage('SITE_X_BUILT', 7, { SITE_X_BUILT: 'all' })).toBe(Infinity);
  });

  it('builds every page on Netlify, which has no server to draw them, unless told otherwise', () => {
    expect(builtPerLanguage('SITE_X_BUILT', 7, { NETLIFY: 'true' })).toBe(Infinity);
    expect(builtPerLanguage('SITE_X_BUILT', 7, { NETLIFY: 'true', SITE_X_BUILT: '100' })).toBe(100);
  });

  it.each(['-1', '2.5', 'beaucoup', '1e3x'])('refuses %p with a message naming the variable', (value) => {
    expect(() => builtPerLanguage('SITE_X_BUILT', 7, { SITE_X_BUILT: value })).toThrow(
      `SITE_X_BUILT must be a whole number or "all", not "${value}".`,
    );
  });

  it('builds the 500 newest news items and the 100 most recent past events of each language by default', () => {
    expect(newsArticlesBuiltPerLanguage({})).toBe(500);
    expect(newsArticlesBuiltPerLanguage({ SITE_NEWS_BUILT_PER_LANGUAGE: 'all' })).toBe(Infinity);
    expect(pastEventsBuiltPerLanguage({})).toBe(100);
    expect(pastEventsBuiltPerLanguage({ SITE_PAST_EVENTS_BUILT_PER_LANGUAGE: '3' })).toBe(3);
  });
});

describe('firstPerLanguage', () => {
  // Newest first, the two languages interleaved, as publishedNewsNewestFirst gives them.
  const items = [
    { id: 'fr-1', locale: 'fr' },
    { id: 'en-1', locale: 'en' },
    { id: 'fr-2', locale: 'fr' },
    { id: 'fr-3', locale: 'fr' },
    { id: 'en-2', locale: 'en' },
    { id: 'en-3', locale: 'en' },
  ];

  it('keeps the first items of each language, counted apart', () => {
    expect([...firstPerLanguage(items, 2)].sort()).toEqual(['en-1', 'en-2', 'fr-1', 'fr-2']);
  });

  it('keeps every item when the count is Infinity, none when it is 0', () => {
    expect(firstPerLanguage(items, Infinity).size).toBe(items.length);
    expect(firstPerLanguage(items, 0).size).toBe(0);
  });
});

describe('listsOnlyItemsLeftToServer', () => {
  // 100 items: seven numbered pages of twelve, page 7 the newest (items 16 to 27, newest first).
  const total = 100;
  const numbered = Array.from({ length: newsListLayout(total).numberedPages }, (_, index) => index + 1);

  it('leaves the numbered pages whose twelve items are all older than the newest 30', () => {
    expect(numbered.filter((page) => listsOnlyItemsLeftToServer(page, total, 30))).toEqual([1, 2, 3, 4, 5]);
  });

  it('builds a page that lists one built item among older ones', () => {
    // Page 6 lists items 28 to 39: the 29th and 30th newest are built, so the page is.
    expect(listsOnlyItemsLeftToServer(6, total, 30)).toBe(false);
    expect(listsOnlyItemsLeftToServer(5, total, 40)).toBe(true);
    expect(listsOnlyItemsLeftToServer(5, total, 41)).toBe(false);
  });

  it('builds every page when every item is built, and leaves every one when none is', () => {
    expect(numbered.filter((page) => listsOnlyItemsLeftToServer(page, total, Infinity))).toEqual([]);
    expect(numbered.filter((page) => listsOnlyItemsLeftToServer(page, total, 0))).toEqual(numbered);
  });
});

describe('createEventPages', () => {
  const event = (id: string, locale: string, dateStart: string, dateEnd: string | null = null) => ({
    id,
    documentId: id.slice(3),
    locale,
    slug: `${id}-slug`,
    dateStart,
    dateEnd,
  });
  // Newest first, as the creator's query sorts them; the build runs on 2026-11-27 in Paris.
  const events = [
    event('fr-forum', 'fr', '2027-02-10T09:00:00Z'),
    event('fr-salon', 'fr', '2026-11-20T09:00:00Z', '2026-11-27T18:00:00Z'),
    event('fr-jpo', 'fr', '2026-11-26T09:00:00Z'),
    event('en-jpo', 'en', '2026-11-26T09:00:00Z'),
    event('fr-atelier', 'fr', '2026-10-01T09:00:00Z'),
    event('fr-remise', 'fr', '2025-06-30T09:00:00Z'),
  ];

  const contextsOfBuild = async (env: NodeJS.ProcessEnv) => {
    const pages: Array<Page<Record<string, unknown>>> = [];
    const args = {
      events,
      reporter: { panicOnBuild: jest.fn() },
      createPage: (page: Page<Record<string, unknown>>) => void pages.push(page),
      languages: ['fr', 'en'],
      paths: new Set<string>(),
      upcomingEventIds: { fr: [], en: [] },
    } as unknown as CreatorArgs;
    const saved = process.env.SITE_PAST_EVENTS_BUILT_PER_LANGUAGE;
    process.env.SITE_PAST_EVENTS_BUILT_PER_LANGUAGE = env.SITE_PAST_EVENTS_BUILT_PER_LANGUAGE;
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      await createEventPages(args);
    } finally {
      jest.useRealTimers();
      if (saved === undefined) delete process.env.SITE_PAST_EVENTS_BUILT_PER_LANGUAGE;
      else process.env.SITE_PAST_EVENTS_BUILT_PER_LANGUAGE = saved;
    }
    const leftToServer = pages.filter((page) => page.context?.htmlOnRequest === true).map((page) => page.path);
    return { leftToServer, paths: pages.map((page) => page.path) };
  };

  it('leaves the past events beyond the most recent of each language to the server, never an upcoming one', async () => {
    const { leftToServer, paths } = await contextsOfBuild({ SITE_PAST_EVENTS_BUILT_PER_LANGUAGE: '1' });
    // Upcoming: the forum, and the fair that ends today. Past in French: the open day (the most
    // recent, built), the workshop and the ceremony (left). The English open day is its
    // language's most recent past event.
    expect(leftToServer.sort()).toEqual(['/agenda/fr-atelier-slug', '/agenda/fr-remise-slug']);
    expect(paths).toEqual(expect.arrayContaining(['/agenda', '/en/agenda', '/agenda/fr-forum-slug', '/en/agenda/en-jpo-slug']));
  });

  it('builds every event with "all"', async () => {
    expect((await contextsOfBuild({ SITE_PAST_EVENTS_BUILT_PER_LANGUAGE: 'all' })).leftToServer).toEqual([]);
  });
});
