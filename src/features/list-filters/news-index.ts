// The news filter's index: every news item of one language, without pictures, in one JSON file
// per language written by the build (plugins/site-pages/creators/news.ts). The list pages only
// carry their own 12 news; a filter loads the index once per session. Carried by every list page,
// as it was before, it grew with the square of the content: on 10,000 news, 834 pages per
// language each held all 10,000 items.
import type { Language } from '@/lib/routes';
import type { FilterableNews } from './news-filters';

/** A stable address: the pages do not change when the index does, so one news item does not re-render them all. */
export const newsIndexPath = (language: Language) => `/data/news-${language}.json`;

/** A news card's fields but its picture (a card from the index shows none). */
export type NewsIndexItem = Omit<Queries.NewsCardFieldsFragment, 'focusImage'> & FilterableNews & { focusImage?: null };

export const parseNewsIndex = (json: unknown): NewsIndexItem[] => {
  if (!Array.isArray(json)) throw new Error('the news index is not a list');
  return json as NewsIndexItem[];
};
