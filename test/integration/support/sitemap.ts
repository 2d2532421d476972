// The URLs /sitemap.xml lists (an index is followed), read from the served site as a crawler would.
import { decodeEntities } from './html';

const locations = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => decodeEntities(match[1]));

export const sitemapUrls = async (siteUrl: string): Promise<string[]> => {
  const read = async (pathname: string) => {
    const response = await fetch(`${siteUrl}${pathname}`, { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !/xml/.test(type)) throw new Error(`${pathname}: HTTP ${response.status} (${type}), not an XML sitemap`);
    return response.text();
  };
  const root = await read('/sitemap.xml');
  if (!root.includes('<sitemapindex')) return locations(root);
  // The index holds absolute URLs of the canonical origin, which the tested server stands in for.
  const files = await Promise.all(locations(root).map((url) => read(new URL(url).pathname)));
  return files.flatMap(locations);
};
