// What the sitemap lists (every page but the error pages, redirects are not pages) and how one
// page is written: its absolute URL and, when it exists in both languages, its hreflang alternates.
import type { Alternates } from '../../src/lib/page-context';
import { hreflangLinks } from '../../src/lib/seo/head-tags';
import { isIndexablePath } from '../../src/lib/seo/indexing';
import { absoluteUrl } from '../../src/lib/seo/urls';

/** Where search engines look for it (robots.txt says so too). */
export const SITEMAP_FILE = 'sitemap.xml';

export interface SitemapPage {
  path: string;
  pageContext?: unknown;
}

export interface SitemapEntry {
  url: string;
  links?: Array<{ lang: string; url: string }>;
}

const alternatesOf = (pageContext: unknown): Alternates => {
  const alternates = (pageContext as { alternates?: unknown } | null | undefined)?.alternates;
  return alternates && typeof alternates === 'object' ? (alternates as Alternates) : {};
};

export const sitemapPages = <T extends SitemapPage>(pages: readonly T[]): T[] => pages.filter((page) => isIndexablePath(page.path));

export const sitemapEntry = (origin: string, page: SitemapPage): SitemapEntry => {
  const url = absoluteUrl(origin, page.path);
  const links = hreflangLinks(origin, alternatesOf(page.pageContext)).map(({ hrefLang, href }) => ({ lang: hrefLang, url: href }));
  return links.length > 0 ? { url, links } : { url };
};

/** The sitemap's entries, by address: the same pages give the same file, whatever order Gatsby keeps them in. */
export const sitemapEntries = (origin: string, pages: readonly SitemapPage[]): SitemapEntry[] =>
  sitemapPages(pages)
    .map((page) => sitemapEntry(origin, page))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, `/${SITEMAP_FILE}`)}`, ''].join('\n');
