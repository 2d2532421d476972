// The sitemap and robots.txt, after the pages are built and before site-serving compresses the
// output: see publish.ts.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { siteUrl } from '../../src/lib/site-url';
import { publishSearchEngineFiles } from './publish';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  try {
    // A page's context is `pageContext` in GraphQL, `context` on its node.
    const pages = getNodesByType('SitePage').map((node) => ({ path: String(node.path), pageContext: node.context }));
    const result = await publishSearchEngineFiles({
      publicDir: path.join(process.cwd(), 'public'),
      origin: siteUrl(),
      pages,
      fingerprintFile: path.join(process.cwd(), '.cache', 'site-seo-sitemap.txt'),
    });
    reporter.info(
      `site-seo: sitemap.xml ${result.sitemap === 'written' ? 'written' : 'unchanged'} (${result.addresses} addresses), robots.txt written`,
    );
  } catch (error) {
    reporter.panicOnBuild(`site-seo: ${(error as Error).message}`);
  }
};
