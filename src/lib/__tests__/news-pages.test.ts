import { linkedNumberedPages, newerPagesKnown, newsListLayout, newsPageMonths, newsPageSlice, newsPagination } from '../news-pages';

/** Every page's items, as positions counted from the oldest item (0), for `total` items. */
const pagesOf = (total: number) => {
  const { numberedPages } = newsListLayout(total);
  const items = (page: 'front' | number) => {
    const [start, end] = newsPageSlice(page, total);
    return Array.from({ length: end - start }, (_, i) => total - 1 - (start + i));
  };
  const numbered = Object.fromEntries(Array.from({ length: numberedPages }, (_, i) => [i + 1, items(i + 1)]));
  return { front: items('front'), numbered };
};

describe('the news list pages', () => {
  it('put every item on exactly one page, newest first on each', () => {
    for (const total of [0, 1, 11, 12, 23, 24, 25, 62, 10_000]) {
      const { front, numbered } = pagesOf(total);
      const all = [front, ...Object.values(numbered).reverse()].flat();
      expect(all).toEqual(Array.from({ length: total }, (_, i) => total - 1 - i));
    }
  });

  it('keep 12 to 23 items on /actualites, and twelve on each numbered page', () => {
    expect(newsListLayout(11)).toEqual({ numberedPages: 0, frontCount: 11 });
    expect(newsListLayout(23)).toEqual({ numberedPages: 0, frontCount: 23 });
    expect(newsListLayout(24)).toEqual({ numberedPages: 1, frontCount: 12 });
    expect(newsListLayout(62)).toEqual({ numberedPages: 4, frontCount: 14 });
    expect(newsListLayout(10_000)).toEqual({ numberedPages: 832, frontCount: 16 });
  });

  it('leave every numbered page as it was when a news item is published', () => {
    for (let total = 24; total < 24 + 30; total += 1) {
      const before = pagesOf(total).numbered;
      const after = pagesOf(total + 1).numbered;
      for (const [page, items] of Object.entries(before)) expect(after[page]).toEqual(items);
    }
  });
});

describe('their pagination', () => {
  it('goes from /actualites to the highest number, down to page 1, the oldest', () => {
    expect(newsPagination('front', 832)).toEqual({ newer: null, older: 832, entries: ['front', 832, 'gap', 1] });
    expect(newsPagination(832, 0)).toEqual({ newer: 'front', older: 831, entries: ['front', 832, 831, 'gap', 1] });
    expect(newsPagination(500, 2)).toEqual({ newer: 501, older: 499, entries: ['front', 'gap', 501, 500, 499, 'gap', 1] });
    expect(newsPagination(4, 2)).toEqual({ newer: 5, older: 3, entries: ['front', 'gap', 5, 4, 3, 2, 1] });
    expect(newsPagination(5, 2).entries).toEqual(['front', 'gap', 6, 5, 4, 'gap', 1]);
    expect(newsPagination(3, 1).entries).toEqual(['front', 4, 3, 2, 1]);
    expect(newsPagination(1, 1)).toEqual({ newer: 2, older: null, entries: ['front', 2, 1] });
  });

  it('is the same for a numbered page whether there are a few more pages or many more', () => {
    expect(newsPagination(500, newerPagesKnown(500, 502))).toEqual(newsPagination(500, newerPagesKnown(500, 832)));
    expect(newerPagesKnown(500, 832)).toBe(2);
    expect(newsPagination(500, newerPagesKnown(500, 501))).not.toEqual(newsPagination(500, newerPagesKnown(500, 832)));
  });

  it('is empty when there is only /actualites', () => {
    expect(newsPagination('front', 0)).toEqual({ newer: null, older: null, entries: [] });
  });
});

describe("their buttons' months", () => {
  it("name the months a page was published in, in the page's language (Intl's thin spaces around a dash between years)", () => {
    expect(newsPageMonths('2026-03-02', '2026-05-20', 'fr')).toBe('mars–mai 2026');
    expect(newsPageMonths('2025-12-02', '2026-02-20', 'fr')).toBe('déc. 2025\u2009–\u2009févr. 2026');
    expect(newsPageMonths('2026-05-02', '2026-05-20', 'fr')).toBe('mai 2026');
    expect(newsPageMonths('2025-12-02', '2026-02-20', 'en')).toBe('Dec 2025\u2009–\u2009Feb 2026');
  });

  it('are those of the numbered pages a page links, which a publication leaves as they were', () => {
    // One item a week back from 20 November 2026, newest first.
    const dateOf = (index: number) => new Date(Date.UTC(2026, 10, 20) - index * 7 * 86_400_000).toISOString();
    const contexts = (total: number) => {
      const { numberedPages } = newsListLayout(total);
      const monthsOf = (page: number) => {
        const [start, end] = newsPageSlice(page, total);
        // Counted from the oldest: the newest item is index 0, so the oldest of all never moves.
        return newsPageMonths(dateOf(total - end), dateOf(total - 1 - start), 'fr');
      };
      return Object.fromEntries(
        Array.from({ length: numberedPages }, (_, i) => i + 1).map((page) => {
          const newerPages = newerPagesKnown(page, numberedPages);
          return [page, { newerPages, months: linkedNumberedPages(page, newerPages).map(monthsOf) }];
        }),
      );
    };
    expect(linkedNumberedPages(500, 2)).toEqual([501, 500, 499, 1]);
    for (let total = 24; total < 24 + 40; total += 1) {
      const before = contexts(total);
      const after = contexts(total + 1);
      for (const [page, context] of Object.entries(before)) {
        // Only the pages whose count of newer pages changes (a new numbered page) get other links.
        if (after[page].newerPages === context.newerPages) expect(after[page].months).toEqual(context.months);
      }
    }
  });
});
