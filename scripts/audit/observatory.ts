// The score Mozilla's HTTP Observatory would give the site, computed from the answer of the
// production server to the home page (its headers and HTML), following the published scoring rules
// (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): a baseline of 100,
// penalties, and bonuses that only count when the score without them is 90 or more. The
// redirection test (http → https) needs the TLS front end, which is not part of this server; the
// HSTS preload bonus needs the public preload list: both are reported as not measured, with no
// modifier.
// Hand-written because Mozilla's own scorer, @mdn/mdn-http-observatory, cannot be installed here:
// its install downloads a CA bundle from the network and it needs Node 22 (this project runs on
// Node 20). SCORE_TABLE and the grade chart are Mozilla's, from mdn/mdn-http-observatory
// src/grader/charts.js (package version 1.3.8, commit a57b50e); the rules follow its
// src/analyzer/tests/*.js. __tests__/observatory.test.ts holds both to that table.

export type Headers = Record<string, string | string[] | undefined>;

export interface ObservatoryTest {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: ObservatoryTest[];
}

/** Result name → score modifier (Mozilla's SCORE_TABLE, for the results this scorer can reach). */
export const SCORE_TABLE = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-without-secure-flag': -20,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
} as const;
export type ObservatoryResult = keyof typeof SCORE_TABLE;

const outcome = (test: string, result: ObservatoryResult): ObservatoryTest => ({ test, result, modifier: SCORE_TABLE[result] });

// Mozilla's chart has a row every 5 points; a score takes the row of its multiple of 5 below.
const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_BONUS = 90;
const SIX_MONTHS_S = 15_768_000;

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/;
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
// Repeating one of these in a policy is only a warning; repeating any other makes the header invalid.
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
// A CMS on the same machine, as in development and in the tests: browsers treat loopback http as
// a secure context (no mixed-content blocking), so it is not the insecure scheme the rule is about.
// The Observatory itself never sees one: a deployed site's CMS is public, over https.
const LOOPBACK_HTTP = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/;

const headerValues = (headers: Headers, name: string): string[] => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

type Policy = Map<string, Set<string>>;
interface ParsedCsp {
  policy: Policy;
  /** A directive repeated within one policy (Mozilla: header invalid). */
  invalid: boolean;
  /** report-uri or report-to repeated (Mozilla: a warning that takes the bonus away). */
  duplicates: boolean;
}

/** Every policy of every Content-Security-Policy header, merged directive by directive (first wins, as browsers enforce each). */
export const parseCsp = (values: string[]): ParsedCsp => {
  const policy: Policy = new Map();
  let invalid = false;
  let duplicates = false;
  for (const single of values.flatMap((value) => value.split(','))) {
    const seen = new Set<string>();
    for (const directive of single.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
      if (!name) continue;
      const key = name.toLowerCase();
      if (seen.has(key)) {
        if (ALLOWED_DUPLICATES.has(key)) duplicates = true;
        else invalid = true;
      }
      seen.add(key);
      // An empty source list allows nothing.
      if (sources.length === 0 && key.endsWith('-src')) sources.push("'none'");
      if (!policy.has(key)) policy.set(key, new Set(sources.map((source) => (HASH_OR_NONCE.test(source) ? source : source.toLowerCase()))));
    }
  }
  return { policy, invalid, duplicates };
};

const isInsecureScheme = (source: string) => (source.startsWith('http:') && !LOOPBACK_HTTP.test(source)) || source.startsWith('ftp:');

const cspTest = ({ policy, invalid, duplicates }: ParsedCsp, reportOnly: boolean, https: boolean): ObservatoryTest => {
  const test = 'content-security-policy';
  if (policy.size === 0) return outcome(test, reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented');
  if (invalid) return outcome(test, 'csp-header-invalid');
  const sources = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scriptSrc = sources('script-src');
  const styleSrc = sources('style-src');
  const objectSrc = sources('object-src');
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    // 'strict-dynamic' needs a hash or nonce; with one, browsers ignore schemes, 'self' and 'unsafe-inline'.
    if (![...scriptSrc].some((source) => HASH_OR_NONCE.test(source))) return outcome(test, 'csp-header-invalid');
    for (const source of scriptSrc)
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'")
        scriptSrc.delete(source);
  }
  const active = [...policy]
    .filter(([name]) => !PASSIVE_DIRECTIVES.includes(name) && name !== 'script-src')
    .flatMap(([, list]) => [...list])
    .concat([...scriptSrc]);
  const passive = PASSIVE_DIRECTIVES.flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  if (
    [...scriptSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    return outcome(test, 'csp-implemented-with-unsafe-inline');
  if (https && active.some(isInsecureScheme)) return outcome(test, 'csp-implemented-with-insecure-scheme');
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return outcome(test, 'csp-implemented-with-unsafe-eval');
  const passing = (result: ObservatoryResult) => outcome(test, duplicates ? 'csp-implemented-but-duplicate-directives' : result);
  if (https && passive.some(isInsecureScheme)) return passing('csp-implemented-with-insecure-scheme-in-passive-content-only');
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)))
    return passing('csp-implemented-with-unsafe-inline-in-style-src-only');
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return passing('csp-implemented-with-no-unsafe-default-src-none');
  return passing('csp-implemented-with-no-unsafe');
};

const cookiesTest = (headers: Headers, hsts: boolean): ObservatoryTest => {
  const test = 'cookies';
  const cookies = headerValues(headers, 'set-cookie').map((cookie) => cookie.toLowerCase());
  if (cookies.length === 0) return outcome(test, 'cookies-not-found');
  const secure = cookies.every((cookie) => /;\s*secure(?:;|$)/.test(cookie));
  if (!secure)
    return hsts ? outcome(test, 'cookies-without-secure-flag-but-protected-by-hsts') : outcome(test, 'cookies-without-secure-flag');
  const sameSite = cookies.every((cookie) => /;\s*samesite=(?:lax|strict)(?:;|$)/.test(cookie));
  return sameSite
    ? outcome(test, 'cookies-secure-with-httponly-sessions-and-samesite')
    : outcome(test, 'cookies-secure-with-httponly-sessions');
};

const corsTest = (headers: Headers): ObservatoryTest => {
  const test = 'cross-origin-resource-sharing';
  const origin = headerValues(headers, 'access-control-allow-origin')[0]?.trim();
  if (!origin) return outcome(test, 'cross-origin-resource-sharing-not-implemented');
  const credentials = headerValues(headers, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true';
  if (origin !== '*' && credentials) return outcome(test, 'cross-origin-resource-sharing-implemented-with-universal-access');
  return outcome(test, 'cross-origin-resource-sharing-implemented-with-public-access');
};

const referrerTest = (headers: Headers): ObservatoryTest => {
  const test = 'referrer-policy';
  const values = headerValues(headers, 'referrer-policy')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (values.length === 0) return outcome(test, 'referrer-policy-not-implemented');
  const known = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ];
  // The last policy the browser understands is the one it applies.
  const effective = [...values].reverse().find((value) => known.includes(value));
  if (!effective) return outcome(test, 'referrer-policy-header-invalid');
  return known.indexOf(effective) < 4 ? outcome(test, 'referrer-policy-private') : outcome(test, 'referrer-policy-unsafe');
};

const hstsTest = (headers: Headers): ObservatoryTest => {
  const test = 'strict-transport-security';
  const value = headerValues(headers, 'strict-transport-security')[0];
  if (!value) return outcome(test, 'hsts-not-implemented');
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return outcome(test, 'hsts-header-invalid');
  return Number(maxAge[1]) >= SIX_MONTHS_S
    ? outcome(test, 'hsts-implemented-max-age-at-least-six-months')
    : outcome(test, 'hsts-implemented-max-age-less-than-six-months');
};

/** Scripts of the page: same-origin ones need no SRI; external ones do, and must be https. */
const sriTest = (html: string | undefined, siteOrigin: string): ObservatoryTest => {
  const test = 'subresource-integrity';
  if (html === undefined) return outcome(test, 'sri-not-implemented-response-not-html');
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => /\bsrc\s*=/i.test(attributes));
  if (scripts.length === 0) return outcome(test, 'sri-not-implemented-but-no-scripts-loaded');
  const parsed = scripts.map((attributes) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    const url = new URL(src, `${siteOrigin}/`);
    return {
      external: url.origin !== siteOrigin,
      secure: url.protocol === 'https:' && !src.startsWith('//'),
      integrity: /\bintegrity\s*=/i.test(attributes),
    };
  });
  const external = parsed.filter((script) => script.external);
  const withIntegrity = parsed.every((script) => script.integrity);
  if (external.some((script) => !script.secure))
    return withIntegrity
      ? outcome(test, 'sri-implemented-but-external-scripts-not-loaded-securely')
      : outcome(test, 'sri-not-implemented-and-external-scripts-not-loaded-securely');
  if (withIntegrity)
    return external.length === 0
      ? outcome(test, 'sri-implemented-and-all-scripts-loaded-securely')
      : outcome(test, 'sri-implemented-and-external-scripts-loaded-securely');
  return external.length === 0
    ? outcome(test, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
    : outcome(test, 'sri-not-implemented-but-external-scripts-loaded-securely');
};

const contentTypeOptionsTest = (headers: Headers): ObservatoryTest => {
  const test = 'x-content-type-options';
  const value = headerValues(headers, 'x-content-type-options')[0];
  if (!value) return outcome(test, 'x-content-type-options-not-implemented');
  return value.trim().toLowerCase() === 'nosniff'
    ? outcome(test, 'x-content-type-options-nosniff')
    : outcome(test, 'x-content-type-options-header-invalid');
};

const frameOptionsTest = (headers: Headers, policy: Policy): ObservatoryTest => {
  const test = 'x-frame-options';
  const ancestors = policy.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source)))
    return outcome(test, 'x-frame-options-implemented-via-csp');
  const value = headerValues(headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (!value) return outcome(test, 'x-frame-options-not-implemented');
  if (value === 'deny' || value === 'sameorigin') return outcome(test, 'x-frame-options-sameorigin-or-deny');
  if (value.startsWith('allow-from ')) return outcome(test, 'x-frame-options-allow-from-origin');
  return outcome(test, 'x-frame-options-header-invalid');
};

const resourcePolicyTest = (headers: Headers): ObservatoryTest => {
  const test = 'cross-origin-resource-policy';
  const value = headerValues(headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (!value) return outcome(test, 'corp-not-implemented');
  if (value === 'same-origin') return outcome(test, 'corp-implemented-with-same-origin');
  if (value === 'same-site') return outcome(test, 'corp-implemented-with-same-site');
  if (value === 'cross-origin') return outcome(test, 'corp-implemented-with-cross-origin');
  return outcome(test, 'corp-header-invalid');
};

export const gradeOf = (score: number) => GRADES.find(([floor]) => score >= floor)![1];

/**
 * The score of one answer: `headers` (lower-case names) and, for an HTML page, its `html`.
 * `https`: whether the site is served over https in production (it is: HSTS).
 */
export const observatoryScore = ({
  headers,
  html,
  siteOrigin,
  https = true,
}: {
  headers: Headers;
  html?: string;
  siteOrigin: string;
  https?: boolean;
}): ObservatoryScore => {
  const csp = parseCsp(headerValues(headers, 'content-security-policy'));
  const reportOnly = headerValues(headers, 'content-security-policy-report-only').length > 0;
  const hsts = headerValues(headers, 'strict-transport-security').length > 0;
  const tests = [
    cspTest(csp, reportOnly, https),
    cookiesTest(headers, hsts),
    corsTest(headers),
    { test: 'redirection', result: 'not-measured (the http to https redirect belongs to the TLS front end)', modifier: 0 },
    referrerTest(headers),
    hstsTest(headers),
    sriTest(html, siteOrigin),
    contentTypeOptionsTest(headers),
    // An invalid policy protects nothing, frame-ancestors included.
    frameOptionsTest(headers, csp.invalid ? new Map() : csp.policy),
    resourcePolicyTest(headers),
  ];
  const withoutBonus = 100 + tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonus = withoutBonus >= MINIMUM_SCORE_FOR_BONUS ? tests.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0) : 0;
  const score = Math.max(0, withoutBonus + bonus);
  return { score, grade: gradeOf(score), tests };
};
