// The site's redirects at build time: the legacy table (legacy-redirects.tsv, beside this file)
// and the CMS redirect collection, with the pattern rules of the spec, checked against the pages
// just created and flattened (compile.ts). The compiled config goes to Gatsby (for the Netlify
// adapter) and to public/.redirects.json, which the Node server reads and from which
// plugins/site-serving writes the nginx includes.
import fs from 'fs';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import { compileRedirects, type CompileResult, parseRedirectTable, type RedirectRow } from './compile';
import { simpleRedirects } from './netlify';
import { REDIRECT_CONFIG_FILE } from '../../../shared/redirects/config';
import { buildPatternRules, RAW_RULES, specAddressRules } from '../../../shared/redirects/rules';
import { siteUrl } from '../../../src/lib/site-url';

type NodeLike = Record<string, unknown>;

export const LEGACY_TABLE = path.join('plugins', 'site-pages', 'redirects', 'legacy-redirects.tsv');

export const compileSiteRedirects = ({
  getNodesByType,
  pagePaths,
  englishEnabled,
  reporter,
}: {
  getNodesByType: (type: string) => NodeLike[];
  pagePaths: Set<string>;
  englishEnabled: boolean;
  reporter: Reporter;
}): CompileResult => {
  const table = parseRedirectTable(fs.readFileSync(path.join(process.cwd(), LEGACY_TABLE), 'utf8'), path.basename(LEGACY_TABLE));
  const cms: RedirectRow[] = getNodesByType('STRAPI_REDIRECT').map((node) => ({
    from: String(node.from),
    to: String(node.to),
    origin: `CMS redirect ${String(node.documentId)}`,
  }));
  const slugsOf = (type: string) =>
    getNodesByType(type)
      .filter((node) => node.locale === 'fr')
      .map((node) => String(node.slug));
  const result = compileRedirects({
    table: table.rows,
    cms,
    patterns: [
      ...buildPatternRules({
        product: (process.env.SITE_PRODUCT || 'esnum').toLowerCase(),
        campusSlugs: slugsOf('STRAPI_CAMPUS'),
        jobSlugs: slugsOf('STRAPI_JOB_PROFILE'),
      }),
      ...specAddressRules({ englishEnabled, isPage: (candidate) => pagePaths.has(candidate) }),
    ],
    raw: RAW_RULES,
    // Pages of the site, and the files the build always writes.
    isPage: (candidate) => pagePaths.has(candidate),
    englishEnabled,
    canonicalOrigin: siteUrl(),
  });
  result.errors.unshift(...table.errors);
  for (const warning of result.warnings) reporter.warn(`redirects: ${warning}`);
  reporter.info(
    `redirects: ${table.rows.length} legacy rows and ${cms.length} CMS redirects → ${Object.keys(result.config.exact).length} exact redirects, ${result.config.patterns.length} pattern rules`,
  );
  if (result.errors.length > 0) {
    reporter.panicOnBuild(`redirects: ${result.errors.length} problem(s):\n  - ${result.errors.join('\n  - ')}`);
  }
  return result;
};

/** For hosts that read Gatsby's redirects (the Netlify adapter): those they can express. */
export const createGatsbyRedirects = (result: CompileResult, createRedirect: Actions['createRedirect']) => {
  for (const { fromPath, toPath } of simpleRedirects(result.config)) {
    createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: false });
  }
};

/** Writes the compiled rules where the servers read them (the Node server; nginx through site-serving). */
export const writeRedirectConfig = (result: CompileResult, root = process.cwd()) => {
  const configFile = path.join(root, 'public', REDIRECT_CONFIG_FILE);
  fs.writeFileSync(configFile, JSON.stringify(result.config));
  return configFile;
};
