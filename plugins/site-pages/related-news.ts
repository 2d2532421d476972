// "À lire aussi" under a news article: the news of the same category and language published just
// before it (then just after it, for the oldest ones), chosen once at page creation. A page asks
// for its few items by id, which Gatsby answers from its id index: a query filtering and sorting
// every news item for each of 20,000 articles took tens of minutes on the large content set.
// Neighbours in time also keep incremental builds small: a new publication changes the list of no
// older article, where "the latest of the category" changed thousands of pages at each one.

export interface RelatableNews {
  id: string;
  locale: string | null;
  publishDate: string | null;
  cat_news: { slug: string } | null;
}

/** The related news ids of every item, by item id; `news` must be sorted newest first. */
export const relatedNewsIds = (news: readonly RelatableNews[], count: number): Map<string, string[]> => {
  const groups = new Map<string, RelatableNews[]>();
  for (const item of news) {
    if (!item.cat_news) continue;
    const key = `${item.locale}\u0000${item.cat_news.slug}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const related = new Map<string, string[]>();
  for (const group of groups.values()) {
    group.forEach((item, index) => {
      const older = group.slice(index + 1, index + 1 + count);
      const newer = group.slice(Math.max(0, index - (count - older.length)), index).reverse();
      related.set(
        item.id,
        [...older, ...newer].map((other) => other.id),
      );
    });
  }
  return related;
};
