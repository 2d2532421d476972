// Runs after gatsby-plugin-sitemap (listed before this plugin) and before site-serving compresses
// the output: see publish.ts.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { siteUrl } from '../../src/lib/site-url';
import { publishSearchEngineFiles } from './publish';

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  try {
    const written = publishSearchEngineFiles(path.join(process.cwd(), 'public'), siteUrl());
    reporter.info(`site-seo: wrote ${written.join(' and ')}`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
