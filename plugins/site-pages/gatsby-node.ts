// Local plugin: the site's pages from the CMS content. This file only wires Gatsby's APIs to the
// plugin's jobs: page creation (create-site-pages.ts), the removal of English copies when the
// option is off (english-copies.ts), the redirects (redirects/), the query resolvers
// (resolvers.ts, image-data-memo.ts), the CRM snapshot the browser falls back on (snapshots.ts),
// the events' add-to-calendar files (event-calendars.ts) and the development endpoints of both
// (dev-endpoint.ts).
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { createSitePages, keepPageNodes } from './create-site-pages';
import { englishEnabled, removeEnglishCopy } from './english-copies';
import { siteLanguages } from '../../src/lib/site-languages';
import {
  createByIdsResolvers,
  createKeyFigureResolvers,
  createProgrammeFeeResolvers,
  createLeadProgrammeResolver,
  createOpeningHoursResolvers,
  openingHoursTypeDefs,
} from './resolvers';
import { createImageDataMemoResolver } from './image-data-memo';
import { buildCrmSnapshot, writeCrmSnapshot } from './snapshots';
import { serveCrmSnapshot, serveEventCalendars } from './dev-endpoint';
import { eventCalendarFiles, readCalendarMemo, writeCalendarMemo, writeEventCalendars } from './event-calendars';
import { siteUrl } from '../../src/lib/site-url';
import { compileSiteRedirects, createGatsbyRedirects, writeRedirectConfig } from './redirects/site-redirects';
import type { CompileResult } from './redirects/compile';

// Compiled while pages are created (they are checked against them), written once the build is done.
let redirects: CompileResult | null = null;

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => keepPageNodes({ actions, getNodesByType });

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { actions, reporter, getNodesByType } = args;
  const pagePaths = await createSitePages(args);
  redirects = compileSiteRedirects({ getNodesByType, pagePaths, englishEnabled: englishEnabled(getNodesByType), reporter });
  createGatsbyRedirects(redirects, actions.createRedirect);
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) =>
  removeEnglishCopy({ page, actions, getNodesByType });

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(openingHoursTypeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createByIdsResolvers(args);
  createLeadProgrammeResolver(args);
  createOpeningHoursResolvers(args);
  createKeyFigureResolvers(args);
  createProgrammeFeeResolvers(args);
  createImageDataMemoResolver(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, getNode, reporter }) => {
  const languages = siteLanguages(englishEnabled(getNodesByType));
  const publicDir = path.join(process.cwd(), 'public');
  const file = writeCrmSnapshot(publicDir, buildCrmSnapshot(getNodesByType, languages));
  reporter.info(`site-pages: wrote ${path.relative(process.cwd(), file)}`);
  try {
    const memoFile = path.join(process.cwd(), '.cache', 'site-pages-calendars.json');
    const memo = readCalendarMemo(memoFile);
    const calendars = writeEventCalendars(
      publicDir,
      eventCalendarFiles({ events: getNodesByType('STRAPI_EVENT'), getNode, languages, origin: siteUrl(), memo }),
    );
    writeCalendarMemo(memoFile, memo);
    reporter.info(
      `site-pages: event calendar files: ${calendars.written} written, ${calendars.unchanged} unchanged, ${calendars.removed} removed`,
    );
  } catch (error) {
    reporter.panicOnBuild(`site-pages: ${(error as Error).message}`);
  }
  // site-serving, after this plugin, turns the same file into the nginx includes.
  if (redirects) reporter.info(`site-pages: wrote ${path.relative(process.cwd(), writeRedirectConfig(redirects))}`);
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType, getNode }) => {
  serveCrmSnapshot(app, getNodesByType);
  serveEventCalendars(app, getNodesByType, getNode);
};
