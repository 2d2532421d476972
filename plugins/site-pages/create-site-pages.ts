// Every route of the site from the CMS content: one creator per content type, in each enabled
// language. Returns the paths created, which the redirects are checked against.
import type { Actions, CreatePagesArgs } from 'gatsby';
import { siteLanguages } from '../../src/lib/site-languages';
import { englishEnabled } from './english-copies';
import { createArticlePages } from './creators/articles';
import { createBlogPages } from './creators/blog';
import { createCampusPages } from './creators/campuses';
import { createEventPages, queryEvents } from './creators/events';
import { createFixedSitePages } from './creators/fixed';
import { createHomePages } from './creators/home';
import { createJobPages } from './creators/jobs';
import { createNewsPages } from './creators/news';
import { createProgrammePages } from './creators/programmes';
import type { CreatorArgs } from './creators/types';
import { upcomingEventIds } from './upcoming-events';

// Nobody touches the SitePage nodes while sourcing, so Gatsby's stale-node pass deleted every one
// (24,000 on the large content set) and createPages wrote them all back to its datastore: seconds
// of each incremental build for pages that had not changed. Touched here, they stay; a page that is
// not created again is still removed with its node (DELETE_PAGE, in Gatsby's internal data bridge).
export const keepPageNodes = ({
  actions,
  getNodesByType,
}: {
  actions: Pick<Actions, 'touchNode'>;
  getNodesByType: CreatePagesArgs['getNodesByType'];
}) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};

export const createSitePages = async ({ graphql, actions, reporter, getNode, getNodesByType }: CreatePagesArgs): Promise<Set<string>> => {
  const languages = siteLanguages(englishEnabled(getNodesByType));
  const events = await queryEvents({ graphql, reporter });
  const args: CreatorArgs = {
    graphql,
    reporter,
    getNode,
    getNodesByType,
    createPage: actions.createPage,
    languages,
    paths: new Set(),
    events,
    upcomingEventIds: upcomingEventIds(events, languages, new Date()),
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
  return args.paths;
};
