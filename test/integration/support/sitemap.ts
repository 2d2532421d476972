// The URLs /sitemap.xml lists (an index is followed), read from the served site as a crawler would.
import { decodeEntities } from './html';

const locations = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => decodeEntities(match[1]));

/**
 * `sitePathOf` turns a URL of the index into the path asked of the tested server (which stands in
 * for the canonical origin); give one that checks the origin where that matters.
 */
export const sitemapUrls = async (siteUrl: string, sitePathOf = (url: string) => new URL(url).pathname): Promise<string[]> => {
  const read = async (pathname: string) => {
    const response = await fetch(`${siteUrl}${pathname}`, { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !/xml/.test(type)) throw new Error(`${pathname}: HTTP ${response.status} (${type}), not an XML sitemap`);
    return response.text();
  };
  const root = await read('/sitemap.xml');
  if (!root.includes('<sitemapindex')) return locations(root);
  const files = await Promise.all(locations(root).map((url) => read(sitePathOf(url))));
  return files.flatMap(locations);
};
