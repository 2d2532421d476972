// Options of gatsby-plugin-sitemap (see gatsby-config.ts): every page but the error pages, in both
// languages, with absolute www URLs, hreflang alternates, and no link tag in the pages (robots.txt
// announces the sitemap).
import { siteUrl } from '../../src/lib/site-url';
import { type SitemapPage, sitemapEntry, sitemapPages } from './sitemap';

interface SitemapQueryResult {
  allSitePage: { nodes: SitemapPage[] };
}

export const sitemapOptions = () => ({
  output: '/',
  createLinkInHead: false,
  query: `{ allSitePage { nodes { path pageContext } } }`,
  resolveSiteUrl: () => siteUrl(),
  resolvePages: (data: SitemapQueryResult) => sitemapPages(data.allSitePage.nodes),
  serialize: (page: SitemapPage) => sitemapEntry(siteUrl(), page),
});
