// News filters: the category and the campus. The paginated pages hold 12 news each; a filter
// looks through every news item, in the index the build writes (news-index.ts).
import { compareIn } from '../../lib/intl';
export const NEWS_FILTER_KEYS = ['categorie', 'campus'] as const;
export type NewsFilterKey = (typeof NEWS_FILTER_KEYS)[number];

export interface FilterableNews {
  cat_news: { title: string; slug: string } | null;
  campus_infos: ReadonlyArray<{ name: string; slug: string } | null> | null;
}

export const filterNews = <N extends FilterableNews>(news: readonly N[], values: Record<NewsFilterKey, string>): N[] =>
  news.filter(
    (item) =>
      (!values.categorie || item.cat_news?.slug === values.categorie) &&
      (!values.campus || (item.campus_infos ?? []).some((campus) => campus?.slug === values.campus)),
  );

/** The choices of a filter, in the language's alphabetical order. */
export const filterOptions = (options: ReadonlyArray<{ value: string; label: string }>, language: string) => {
  const compare = compareIn(language);
  return [...options].sort((a, b) => compare(a.label, b.label));
};
