// Every internal link of the served site, with linkinator: pages (recursively, from the French and
// the English home pages), images (src and every srcset candidate), scripts, stylesheets, `<link>`
// targets (icons, manifest, preloads, canonical and hreflang alternates), url()s in inline styles,
// meta URLs (og:image) and JSON-LD URLs. Each must answer 200 itself: a redirect is a defect too,
// since the site's own links should point at the final address.
//
// The absolute URLs the pages give on the production origin (canonical, alternates, og:url,
// og:image) are rewritten to the served site and checked like the others. Every other host is
// external: skipped without a request.
//
// linkinator is an ES module: it is loaded with `import()` inside the audit, which tsx (CommonJS)
// supports; jest's module system does not, so the tests run this audit in a tsx process.
import type { CheckOptions, LinkChecker, LinkResult } from 'linkinator';
import { siteUrl } from '../../src/lib/site-url';
import { TARGETS } from './targets';
import type { AuditResult, Finding } from './types';

const AUDIT = 'links';

/** Parallel requests: the server and this crawler usually share a 2-core machine. */
const DEFAULT_CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 30_000;
const PROGRESS_EVERY_PAGES = 50;
const PARENTS_LISTED = 3;

type CrawlOptions = Parameters<LinkChecker['crawl']>[0];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `http://127.0.0.1:9123/campus/lyon` → `/campus/lyon`; other hosts stay whole. */
export const sitePath = (url: string | undefined, baseUrl: string) => {
  if (!url) return '(start)';
  return url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
};

/** linkinator's LinkState is an enum of strings; compared as text so that this file needs no runtime import. */
const stateOf = (result: LinkResult) => String(result.state);

const isResponse = (detail: unknown): detail is { status: number; headers: Record<string, string> } =>
  typeof detail === 'object' && detail !== null && 'status' in detail && 'headers' in detail;

/** What went wrong with one broken link: `404`, `301 → /en`, `no answer (timeout)`. */
export const failureText = (result: LinkResult, baseUrl: string) => {
  const details = result.failureDetails ?? [];
  const location = details.find(isResponse)?.headers.location;
  if (result.status && result.status >= 300 && result.status < 400) {
    return `${result.status} redirect${location ? ` → ${sitePath(new URL(location, result.url).href, baseUrl)}` : ''}`;
  }
  if (result.status) return String(result.status);
  const error = details.find((detail): detail is Error => detail instanceof Error);
  return `no answer${error ? ` (${error.message})` : ''}`;
};

/** One finding per broken URL, on the first page that links to it, naming how many others do. */
export const brokenLinkFindings = (results: LinkResult[], baseUrl: string): Finding[] => {
  const byUrl = new Map<string, { result: LinkResult; parents: Set<string> }>();
  for (const result of results) {
    if (stateOf(result) !== 'BROKEN') continue;
    const entry = byUrl.get(result.url) ?? { result, parents: new Set<string>() };
    entry.parents.add(sitePath(result.parent, baseUrl));
    byUrl.set(result.url, entry);
  }
  return [...byUrl.values()]
    .map(({ result, parents }) => {
      const [first, ...others] = [...parents].sort();
      const listed = others.slice(0, PARENTS_LISTED).join(', ');
      const more = others.length > PARENTS_LISTED ? ', …' : '';
      return {
        audit: AUDIT,
        where: first,
        message: `${sitePath(result.url, baseUrl)}: ${failureText(result, baseUrl)}${others.length > 0 ? ` (also on ${others.length} other page${others.length === 1 ? '' : 's'}: ${listed}${more})` : ''}`,
      };
    })
    .sort((a, b) => a.message.localeCompare(b.message) || a.where.localeCompare(b.where));
};

export const linksAudit = async ({
  baseUrl,
  siteOrigin = siteUrl(),
  concurrency = DEFAULT_CONCURRENCY,
  onProgress = () => undefined,
}: {
  /** The served site, without a trailing slash: `http://127.0.0.1:9123`. */
  baseUrl: string;
  /** The production origin the pages name in absolute URLs; checked on baseUrl instead. */
  siteOrigin?: string;
  concurrency?: number;
  onProgress?: (line: string) => void;
}): Promise<AuditResult> => {
  const { LinkChecker } = await import('linkinator');
  const root = `${baseUrl}/`;

  // linkinator crawls only the links under the start URL they were found from, and checks a URL
  // once: an English page linking to a French one (the language switcher) would then leave that
  // French page checked but never crawled. Both starts crawl the whole site instead.
  class SiteLinkChecker extends LinkChecker {
    crawl(options: CrawlOptions) {
      return super.crawl({ ...options, rootPath: root });
    }
  }

  const checker = new SiteLinkChecker();
  const crawledPages = new Set<string>();
  const checked = new Set<string>();
  const answeredOk = new Set<string>();
  let broken = 0;
  checker.on('pagestart', (url) => {
    // Every HTML answer is parsed, the 404 page's too, and CSS files (for their url()s): only
    // pages that answered 200 are the site's pages. A URL's `link` event comes before its parsing.
    const href = String(url);
    if (!answeredOk.has(href) || /\.css$/i.test(new URL(href).pathname)) return;
    crawledPages.add(href);
    if (crawledPages.size % PROGRESS_EVERY_PAGES === 0) {
      onProgress(`links: ${crawledPages.size} pages crawled, ${checked.size} links checked, ${broken} broken`);
    }
  });
  checker.on('link', (result) => {
    if (stateOf(result) === 'SKIPPED' || checked.has(result.url)) return;
    checked.add(result.url);
    if (stateOf(result) === 'BROKEN') broken += 1;
    else answeredOk.add(result.url);
  });

  const options: CheckOptions = {
    path: [root, `${baseUrl}/en`],
    recurse: true,
    concurrency,
    timeout: REQUEST_TIMEOUT_MS,
    // A 3xx is reported as it is (the redirect is not followed) and counts as broken.
    redirects: 'error',
    // url() in <style> and style attributes, and in any stylesheet crawled.
    checkCss: true,
    // Relative links resolve as in a browser: against `/campus` (no slash), `lyon` is `/lyon`.
    cleanUrls: true,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(siteOrigin.replace(/\/+$/, ''))}(?=/|$)`), replacement: baseUrl }],
    linksToSkip: async (url) => !url.startsWith(root),
  };
  onProgress(`links: crawling ${root} and ${baseUrl}/en (concurrency ${concurrency})…`);
  const started = Date.now();
  const { links } = await checker.check(options);

  const findings = brokenLinkFindings(links, baseUrl);
  onProgress(
    `links: ${crawledPages.size} pages crawled, ${checked.size} links checked in ${Math.round((Date.now() - started) / 1000)} s, ${findings.length} broken`,
  );
  const site = { audit: AUDIT, template: 'site', language: 'all' };
  return {
    measurements: [
      { ...site, metric: 'broken internal links', value: findings.length, unit: 'count', target: TARGETS.brokenLinks },
      { ...site, metric: 'links checked', value: checked.size, unit: 'count' },
      { ...site, metric: 'pages crawled', value: crawledPages.size, unit: 'count' },
    ],
    findings,
  };
};
