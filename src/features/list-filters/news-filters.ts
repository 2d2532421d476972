// News filters: the category and the campus. The paginated pages hold 12 news each; a filter
// looks through every news item, from the light index each list page carries.
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

export const newsFilterOptions = (news: readonly FilterableNews[], language: string) => {
  const categories = new Map<string, string>();
  const campuses = new Map<string, string>();
  for (const item of news) {
    if (item.cat_news) categories.set(item.cat_news.slug, item.cat_news.title);
    for (const campus of item.campus_infos ?? []) if (campus) campuses.set(campus.slug, campus.name);
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, language));
  return { categories: sorted(categories), campuses: sorted(campuses) };
};
