// The search-engine files of a built site: gatsby-plugin-sitemap's index published as
// /sitemap.xml (the one address robots.txt announces), and robots.txt.
import fs from 'fs';
import path from 'path';
import { robotsTxt, SITEMAP_FILE, SITEMAP_PLUGIN_INDEX } from './sitemap';

export const publishSearchEngineFiles = (publicDir: string, origin: string) => {
  const pluginIndex = path.join(publicDir, SITEMAP_PLUGIN_INDEX);
  if (!fs.existsSync(pluginIndex)) {
    throw new Error(
      `site-seo: ${SITEMAP_PLUGIN_INDEX} is missing from ${publicDir}: gatsby-plugin-sitemap must be listed before site-seo in gatsby-config.ts`,
    );
  }
  // Renamed, not copied: a second address for the same index would be one search engines are not told about.
  fs.renameSync(pluginIndex, path.join(publicDir, SITEMAP_FILE));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(origin));
  return [SITEMAP_FILE, 'robots.txt'];
};
