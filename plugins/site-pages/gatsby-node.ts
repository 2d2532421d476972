// Local plugin: creates every route of the site from the CMS content (one creator per content
// type), in each enabled language, removes the English copies of file pages when the English
// option is off, and writes the build-time snapshots the browser falls back on.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE } from '../../src/lib/routes';
import { englishEnabledOf, siteLanguages } from '../../src/lib/site-languages';
import { createArticlePages } from './creators/articles';
import { createBlogPages } from './creators/blog';
import { createCampusPages } from './creators/campuses';
import { createEventPages } from './creators/events';
import { createFixedSitePages } from './creators/fixed';
import { createHomePages } from './creators/home';
import { createJobPages } from './creators/jobs';
import { createNewsPages } from './creators/news';
import { createProgrammePages } from './creators/programmes';
import type { CreatorArgs } from './creators/types';
import { createNewsByIdsResolver, createUpcomingEventsResolver } from './resolvers';
import { buildCrmSnapshot, CRM_SNAPSHOT_FILE, writeCrmSnapshot } from './snapshots';
import { compileSiteRedirects, writeRedirectOutputs } from './redirects';
import type { CompileResult } from '../../src/lib/redirects/compile';
import { simpleRedirects } from '../../src/lib/redirects/netlify';

// Compiled while pages are created, written once the build is done.
let redirects: CompileResult | null = null;

const englishEnabled = (getNodesByType: (type: string) => Array<Record<string, unknown>>) => englishEnabledOf(getNodesByType('STRAPI_WEBSITE'));

// Nobody touches the SitePage nodes while sourcing, so Gatsby's stale-node pass deleted every one
// (24,000 on the large content set) and createPages wrote them all back to its datastore: seconds
// of each incremental build for pages that had not changed. Touched here, they stay; a page that is
// not created again is still removed with its node (DELETE_PAGE, in Gatsby's internal data bridge).
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNode, getNodesByType }) => {
  const args: CreatorArgs = {
    graphql,
    reporter,
    getNode,
    getNodesByType,
    createPage: actions.createPage,
    languages: siteLanguages(englishEnabled(getNodesByType)),
    paths: new Set(),
  };
  reporter.info(`site-pages: languages ${args.languages.join(', ')}`);
  await createHomePages(args);
  await createProgrammePages(args);
  await createCampusPages(args);
  await createNewsPages(args);
  await createEventPages(args);
  await createBlogPages(args);
  await createJobPages(args);
  await createFixedSitePages(args);
  // The catch-all section pages come last (spec §2: declared last).
  await createArticlePages(args);

  redirects = compileSiteRedirects({
    getNodesByType,
    pagePaths: args.paths,
    englishEnabled: englishEnabled(getNodesByType),
    reporter,
  });
  if (redirects.errors.length > 0) {
    reporter.panicOnBuild(`redirects: ${redirects.errors.length} problem(s):\n  - ${redirects.errors.join('\n  - ')}`);
  }
  // For hosts that read Gatsby's redirects (the Netlify adapter): those they can express.
  for (const { fromPath, toPath } of simpleRedirects(redirects.config)) {
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: false });
  }
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  const language = (page.context as { language?: string } | undefined)?.language;
  if (language && language !== DEFAULT_LANGUAGE && !englishEnabled(getNodesByType)) {
    actions.deletePage(page);
  }
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createUpcomingEventsResolver(args);
  createNewsByIdsResolver(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, reporter }) => {
  const languages = siteLanguages(englishEnabled(getNodesByType));
  const file = writeCrmSnapshot(path.join(process.cwd(), 'public'), buildCrmSnapshot(getNodesByType, languages));
  reporter.info(`site-pages: wrote ${path.relative(process.cwd(), file)}`);
  if (redirects) {
    const { configFile, nginxDir } = writeRedirectOutputs(redirects);
    reporter.info(`site-pages: wrote ${path.relative(process.cwd(), configFile)} and the nginx includes in ${path.relative(process.cwd(), nginxDir)}`);
  }
};

// `gatsby develop` has no post-build step: serve the snapshot from the current nodes instead.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType }) => {
  app.get(`/${CRM_SNAPSHOT_FILE}`, (_request: unknown, response: { json: (body: unknown) => void }) => {
    response.json(buildCrmSnapshot(getNodesByType, siteLanguages(englishEnabled(getNodesByType))));
  });
};
