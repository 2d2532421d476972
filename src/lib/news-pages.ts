// How the news list is cut into pages so that publishing a news item rebuilds one list page, not
// all of them (spec: /actualites and /actualites/page/{page?}).
//
// The numbered pages are counted from the oldest news item: page 1 holds the twelve oldest, page 2
// the next twelve, and so on. A news item never moves once its page is full, so a publication
// leaves every numbered page as it was. /actualites holds the newest items, those not yet on a
// full numbered page plus the newest full page: between 12 and 23 items. When it reaches 24, its
// older twelve become the next numbered page. Paging from /actualites goes to the highest number,
// down to page 1, the oldest.
//
// Numbering from the newest instead (page 2 = items 13 to 24) moves every item one place at each
// publication, which rebuilt all 834 list pages of a 10,000-news site each time (104 s to go live).
import { schoolDateFormat } from './dates';
import { type Language, NEWS_PER_PAGE } from './routes';

/** The front page (/actualites), or a numbered page. */
export type NewsPageRef = 'front' | number;

export interface NewsListLayout {
  /** How many numbered pages there are. */
  numberedPages: number;
  /** How many items the front page holds (all of them when there is no numbered page). */
  frontCount: number;
}

export const newsListLayout = (total: number, perPage = NEWS_PER_PAGE): NewsListLayout => {
  const numberedPages = Math.max(0, Math.floor(total / perPage) - 1);
  return { numberedPages, frontCount: total - numberedPages * perPage };
};

/** The items of a page, as indexes into the list sorted newest first: [start, end). */
export const newsPageSlice = (page: NewsPageRef, total: number, perPage = NEWS_PER_PAGE): [number, number] => {
  if (page === 'front') return [0, newsListLayout(total, perPage).frontCount];
  return [total - page * perPage, total - (page - 1) * perPage];
};

/** How many numbers around the current page the pagination shows on each side. */
export const PAGINATION_AROUND = 1;

/**
 * What a numbered page needs to know of the pages newer than itself: how many exist, counted up to
 * one more than the pagination shows. Kept in the page's context instead of the number of pages,
 * so that a new numbered page changes the context of the two below it only, not of every page.
 */
export const newerPagesKnown = (page: number, numberedPages: number) => Math.min(numberedPages - page, PAGINATION_AROUND + 1);

export interface NewsPagination {
  /** Towards the newest items (rel=prev), and towards the oldest (rel=next). */
  newer: NewsPageRef | null;
  older: number | null;
  /** The links in reading order, newest first, with gaps where numbers are left out. */
  entries: Array<NewsPageRef | 'gap'>;
}

/**
 * The pagination of a page. `newerPages` is how many numbered pages are newer than `page`, as
 * newerPagesKnown gives it (for the front page: the number of numbered pages).
 */
export const newsPagination = (page: NewsPageRef, newerPages: number): NewsPagination => {
  const highest = page === 'front' ? newerPages : page + newerPages;
  if (highest === 0) return { newer: null, older: null, entries: [] };
  const current = page === 'front' ? highest + 1 : page;
  const entries: NewsPagination['entries'] = ['front'];
  const top = Math.min(highest, current + PAGINATION_AROUND);
  if (top < highest) entries.push('gap');
  const bottom = Math.max(1, current - PAGINATION_AROUND);
  for (let n = top; n >= bottom; n -= 1) entries.push(n);
  // A single number left out above page 1 is shown rather than replaced by a gap of its width.
  if (bottom === 3) entries.push(2);
  else if (bottom > 3) entries.push('gap');
  if (bottom > 1) entries.push(1);
  return {
    newer: page === 'front' ? null : page === highest ? 'front' : page + 1,
    older: page === 'front' ? highest : page > 1 ? page - 1 : null,
    entries,
  };
};

/**
 * What a numbered page's button says: the months its news were published in ("mars – mai 2026",
 * "déc. 2025 – févr. 2026", "mai 2026"), from its oldest item to its newest. Counted from the
 * oldest, "Récentes · 4 … 1" read as counting down (blind reviews); the months read in either
 * order. Written at build time into the context of the pages that link it (a full numbered page's
 * items never move, so its months never change), so that the server and the browser show the same
 * words whatever their Intl data.
 */
export const newsPageMonths = (oldest: string, newest: string, language: Language) =>
  schoolDateFormat(language, { month: 'short', year: 'numeric' }).formatRange(new Date(oldest), new Date(newest));

/** The numbered pages a page's pagination shows (their months are in its context). */
export const linkedNumberedPages = (page: NewsPageRef, newerPages: number) =>
  newsPagination(page, newerPages).entries.filter((entry): entry is number => typeof entry === 'number');
