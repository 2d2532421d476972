// The kinds of pages the site search finds (search-marks.ts marks them), apart from the marks: the
// marks are in every page's first load, the list only in the search dialog's code.

/** The kinds of pages found, in the order their groups are shown. */
export const SEARCH_KINDS = ['programme', 'campus', 'event', 'news', 'blog', 'job', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const isSearchKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);
