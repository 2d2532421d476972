// What the site search indexes (shared/search-index.ts runs Pagefind over the built pages): the
// content of the pages of a few templates, each under its kind, by which the results are grouped.
// The page frame marks its <main> from the page's context (PageFrame), so the header, menus and
// footer, the same on every page, are never indexed; parts of a page that are about other pages
// (related news, the next events) are left out with SEARCH_IGNORED.
import type { SearchKind } from './search-kinds';

const KIND_OF_TEMPLATE: Readonly<Record<string, SearchKind>> = {
  programme: 'programme',
  campus: 'campus',
  event: 'event',
  'news-article': 'news',
  'blog-post': 'blog',
  'job-profile': 'job',
  article: 'page',
};

/** The kind of the pages of a template (its file, src/templates/<name>.tsx), or null for pages not searched (lists, home). */
export const searchKindOfTemplate = (componentPath: string): SearchKind | null => {
  const name = /([^/\\]+)\.tsx$/.exec(componentPath)?.[1];
  return name !== undefined && Object.hasOwn(KIND_OF_TEMPLATE, name) ? KIND_OF_TEMPLATE[name] : null;
};

/** The attributes of the element whose text a page is found by; its kind as metadata and as a filter (each group is searched apart). */
export const searchBodyMarks = (kind: SearchKind | null | undefined) =>
  kind ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}`, 'data-pagefind-filter': `kind:${kind}` } : {};

/** On a part of a searched page that is not about the page itself. */
export const SEARCH_IGNORED = { 'data-pagefind-ignore': 'all' } as const;
