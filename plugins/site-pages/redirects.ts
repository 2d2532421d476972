// The site's redirects at build time: the legacy table (src/lib/redirects/legacy-redirects.tsv)
// and the CMS redirect collection, with the pattern rules of the spec, checked against the pages
// just created and flattened (src/lib/redirects/compile.ts).
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { compileRedirects, type CompileResult, parseRedirectTable, type RedirectRow } from '../../src/lib/redirects/compile';
import { REDIRECT_CONFIG_FILE } from '../../src/lib/redirects/config';
import { nginxHttpConf, nginxServerConf } from '../../src/lib/redirects/nginx';
import { buildPatternRules, RAW_RULES, specAddressRules } from '../../src/lib/redirects/rules';
import { siteUrl } from '../../src/lib/site-url';
import { IMMUTABLE, REVALIDATE } from '../../server/cache-policy';
import { SECURITY_HEADERS } from '../../server/security-headers';

type NodeLike = Record<string, unknown>;

export const LEGACY_TABLE = path.join('src', 'lib', 'redirects', 'legacy-redirects.tsv');

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
  return result;
};

export const NGINX_DIR = path.join('build', 'nginx');

/** Writes the compiled rules where the servers read them: the Node server and nginx. */
export const writeRedirectOutputs = (result: CompileResult, root = process.cwd()) => {
  const configFile = path.join(root, 'public', REDIRECT_CONFIG_FILE);
  fs.writeFileSync(configFile, JSON.stringify(result.config));
  const nginxDir = path.join(root, NGINX_DIR);
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(path.join(nginxDir, 'esnum-redirects.http.conf'), nginxHttpConf(result.config));
  fs.writeFileSync(
    path.join(nginxDir, 'esnum-locations.conf'),
    nginxServerConf(result.config, { security: SECURITY_HEADERS, revalidate: REVALIDATE, immutable: IMMUTABLE }),
  );
  return { configFile, nginxDir };
};
