// Which news items' HTML the build writes, and which it leaves to the site's server: the newest
// of each language are built, the older ones drawn on request (plugins/site-serving/pages-on-request.ts).
import { newsArticlesBuiltAhead, newsArticlesBuiltPerLanguage } from '../creators/news';

describe('newsArticlesBuiltPerLanguage', () => {
  it('builds the newest 500 of each language by default', () => {
    expect(newsArticlesBuiltPerLanguage({})).toBe(500);
  });

  it('reads SITE_NEWS_BUILT_PER_LANGUAGE, and "all" builds every page', () => {
    expect(newsArticlesBuiltPerLanguage({ SITE_NEWS_BUILT_PER_LANGUAGE: ' 24 ' })).toBe(24);
    expect(newsArticlesBuiltPerLanguage({ SITE_NEWS_BUILT_PER_LANGUAGE: '0' })).toBe(0);
    expect(newsArticlesBuiltPerLanguage({ SITE_NEWS_BUILT_PER_LANGUAGE: 'all' })).toBe(Infinity);
  });

  it('builds every page on Netlify, which has no server to draw them, unless told otherwise', () => {
    expect(newsArticlesBuiltPerLanguage({ NETLIFY: 'true' })).toBe(Infinity);
    expect(newsArticlesBuiltPerLanguage({ NETLIFY: 'true', SITE_NEWS_BUILT_PER_LANGUAGE: '100' })).toBe(100);
  });

  it.each(['-1', '2.5', 'beaucoup', '1e3x'])('refuses %p with a message naming the variable', (value) => {
    expect(() => newsArticlesBuiltPerLanguage({ SITE_NEWS_BUILT_PER_LANGUAGE: value })).toThrow(
      `SITE_NEWS_BUILT_PER_LANGUAGE must be a whole number or "all", not "${value}".`,
    );
  });
});

describe('newsArticlesBuiltAhead', () => {
  // Newest first, the two languages interleaved, as publishedNewsNewestFirst gives them.
  const items = [
    { id: 'fr-1', locale: 'fr' },
    { id: 'en-1', locale: 'en' },
    { id: 'fr-2', locale: 'fr' },
    { id: 'fr-3', locale: 'fr' },
    { id: 'en-2', locale: 'en' },
    { id: 'en-3', locale: 'en' },
  ];

  it('keeps the newest items of each language, counted apart', () => {
    expect([...newsArticlesBuiltAhead(items, 2)].sort()).toEqual(['en-1', 'en-2', 'fr-1', 'fr-2']);
  });

  it('keeps every item when the count is Infinity, none when it is 0', () => {
    expect(newsArticlesBuiltAhead(items, Infinity).size).toBe(items.length);
    expect(newsArticlesBuiltAhead(items, 0).size).toBe(0);
  });
});
