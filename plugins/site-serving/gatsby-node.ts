// Last plugin of the build: once every other plugin has written its files to public/ (pages,
// snapshots, the redirect config, the service worker), the nginx includes of the redirects
// (nginx-includes.ts), the site search's index (shared/search-index.ts), one pass over the pages
// Gatsby wrote (NUL bytes out, bundles started after the first paint, inline code hashed:
// built-pages.ts), each page's Content-Security-Policy, on Netlify the content type of the events'
// calendar files, and the brotli and gzip copies of every text file for the servers.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { listFiles, precompressDirectory } from '../../shared/precompress';
import { tagManagerIdOf } from '../../src/lib/analytics/tag-manager-id';
import { LANGUAGES } from '../../src/lib/routes';
import { CSP_CONFIG_FILE } from '../../shared/csp-config';
import { describeSearchIndex, searchIndexDeferred, writeSearchIndex } from '../../shared/search-index';
import { processBuiltPages } from './built-pages';
import { pathsLeftToServer, removeHtmlLeftToServer } from './html-left-to-server';
import { pageDataFile } from '../../shared/pages/page-renderer';
import { writeNginxIncludes } from './nginx-includes';
import { buildCspConfig, writeCspOutputs } from './content-security-policy';
import { netlifyCalendarHeaders, writeNetlifyHeadersBlock } from './netlify-headers';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.join(process.cwd(), 'public');
  const nginxDir = writeNginxIncludes();
  if (nginxDir) reporter.info(`site-serving: wrote the nginx includes in ${path.relative(process.cwd(), nginxDir)}`);

  const leftToServer = pathsLeftToServer(getNodesByType('SitePage'));
  const stale = removeHtmlLeftToServer(publicDir, leftToServer);
  if (stale > 0) reporter.info(`site-serving: ${stale} HTML files removed: their pages are now drawn on request`);

  // Before the walk below, so the index's script and entry get their compressed copies. In the
  // rebuild service the live deploy is indexed after the switch instead (server/rebuild/search-indexer.ts).
  if (!searchIndexDeferred()) {
    const indexing = reporter.activityTimer('site-serving: the site search index (Pagefind)');
    indexing.start();
    const index = await writeSearchIndex({ rootDir: process.cwd(), siteDir: publicDir });
    indexing.end();
    reporter.info(`site-serving: search index of ${describeSearchIndex(index)}`);
  }

  // One walk of public/ for both passes: the Content-Security-Policy file is the only one written in between.
  const pagePass = reporter.activityTimer('site-serving: the built pages read, cleaned and hashed');
  pagePass.start();
  const files = listFiles(publicDir);
  const pages = processBuiltPages(publicDir, path.join(process.cwd(), '.cache', 'site-serving-pages.json'), files);
  pagePass.end();
  reporter.info(
    `site-serving: ${pages.read} of ${Object.keys(pages.hashes).length} HTML pages new or rewritten; ${pages.deferred} now start their JavaScript after their first paint, ${pages.cleaned} had NUL bytes from React's renderer`,
  );

  const policies = reporter.activityTimer('site-serving: Content-Security-Policy of every page');
  policies.start();
  const websites = LANGUAGES.map((language) => getNodesByType('STRAPI_WEBSITE').find((node) => node.locale === language));
  const csp = buildCspConfig(pages.hashes, {
    cmsOrigin: process.env.GATSBY_CMS_URL ?? '',
    tagManager: tagManagerIdOf(websites).id !== null,
    frameOrigins: websites.map((node) => String(node?.footerFrameUrl ?? '')),
  });
  writeCspOutputs({ root: process.cwd(), config: csp, netlify: process.env.NETLIFY === 'true' });
  policies.end();
  reporter.info(`site-serving: Content-Security-Policy with hashed inline scripts for ${Object.keys(csp.pages).length} pages`);
  // The Node server knows the type of a .ics file, nginx is given it (nginx.ts), and Netlify here.
  if (process.env.NETLIFY === 'true') writeNetlifyHeadersBlock(publicDir, 'content types', netlifyCalendarHeaders(publicDir, files));

  const activity = reporter.createProgress('site-serving: brotli and gzip copies of public/');
  activity.start();
  const cspFile = path.join(publicDir, CSP_CONFIG_FILE);
  // The page data of the pages left to the server, old and rarely read, get no copies: the
  // servers compress them when they are asked for (19,000 files fewer on 10,000 news).
  const uncompressed = new Set(leftToServer.map((pagePath) => pageDataFile(publicDir, pagePath)));
  const compressed = files.filter((file) => !uncompressed.has(file));
  const result = await precompressDirectory(publicDir, {
    files: compressed.includes(cspFile) ? compressed : [...compressed, cspFile],
    onProgress: (_done, total) => {
      activity.total = total;
      activity.tick();
    },
  });
  activity.done();
  const ratio = result.sourceBytes ? ` (${((result.brotliBytes / result.sourceBytes) * 100).toFixed(1)} % of the size with brotli)` : '';
  reporter.info(
    `site-serving: ${result.compressed} files compressed${ratio}, ${result.upToDate} already up to date, ${result.removedStale} stale copies removed`,
  );
};
