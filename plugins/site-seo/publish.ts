// The search-engine files of a built site: the sitemap, written with the `sitemap` library (its
// index at /sitemap.xml, the one address robots.txt announces, and the sitemap-{n}.xml files it
// lists), and robots.txt. The sitemap is written only when what it lists changed: its 24,000
// addresses on the large content set took 1.6 s of every incremental build, and most builds (a
// title fixed, a menu renamed) add or remove no page. A fingerprint of the entries, kept in
// Gatsby's cache folder, says whether they changed.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { simpleSitemapAndIndex } from 'sitemap';
import { robotsTxt, SITEMAP_FILE, type SitemapPage, sitemapEntries } from './sitemap';

/** Addresses per sitemap file (the protocol allows 50,000). */
export const SITEMAP_ENTRY_LIMIT = 45_000;
/** What the library names the index it writes, published as SITEMAP_FILE. */
const LIBRARY_INDEX = 'sitemap-index.xml';

export interface SearchEngineFiles {
  /** Whether the sitemap was written, or left as the last build wrote it. */
  sitemap: 'written' | 'unchanged';
  addresses: number;
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export const publishSearchEngineFiles = async ({
  publicDir,
  origin,
  pages,
  fingerprintFile,
}: {
  publicDir: string;
  origin: string;
  pages: readonly SitemapPage[];
  /** Where the fingerprint of the last sitemap written is kept between builds. */
  fingerprintFile: string;
}): Promise<SearchEngineFiles> => {
  const entries = sitemapEntries(origin, pages);
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify([origin, SITEMAP_ENTRY_LIMIT, entries]))
    .digest('hex');
  const written = fs.existsSync(path.join(publicDir, SITEMAP_FILE)) && fs.existsSync(path.join(publicDir, 'sitemap-0.xml'));
  const unchanged = written && readText(fingerprintFile) === fingerprint;
  if (!unchanged) {
    await simpleSitemapAndIndex({
      hostname: origin,
      publicBasePath: '/',
      // The library takes a folder relative to the working directory only.
      destinationDir: path.relative(process.cwd(), publicDir) || '.',
      sourceData: entries,
      limit: SITEMAP_ENTRY_LIMIT,
      gzip: false,
    });
    // Renamed, not copied: a second address for the same index would be one search engines are not told about.
    fs.renameSync(path.join(publicDir, LIBRARY_INDEX), path.join(publicDir, SITEMAP_FILE));
    fs.mkdirSync(path.dirname(fingerprintFile), { recursive: true });
    fs.writeFileSync(fingerprintFile, fingerprint);
  }
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(origin));
  return { sitemap: unchanged ? 'unchanged' : 'written', addresses: entries.length };
};
