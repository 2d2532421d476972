// The score Mozilla's HTTP Observatory would give the site, computed from the answer of the
// production server to the home page (its headers and HTML), following the published scoring rules
// (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): a baseline of 100,
// penalties, and bonuses that only count when the score without them is 90 or more. The
// redirection test (http → https) needs the TLS front end, which is not part of this server; the
// HSTS preload bonus needs the public preload list: both are reported as not measured, with no
// modifier.

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

const GRADES: Array<[number, string]> = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'],
  [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];
const MINIMUM_SCORE_FOR_BONUS = 90;
const SIX_MONTHS_S = 15_768_000;

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/;
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

/** Every policy of every Content-Security-Policy header, merged directive by directive (first wins, as browsers enforce each). */
export const parseCsp = (values: string[]): Policy => {
  const policy: Policy = new Map();
  for (const single of values.flatMap((value) => value.split(','))) {
    for (const directive of single.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
      if (!name) continue;
      const key = name.toLowerCase();
      if (!policy.has(key)) policy.set(key, new Set(sources.map((source) => (HASH_OR_NONCE.test(source) ? source : source.toLowerCase()))));
    }
  }
  return policy;
};

const cspTest = (policy: Policy, https: boolean): ObservatoryTest => {
  const test = 'content-security-policy';
  if (policy.size === 0) return { test, result: 'csp-not-implemented', modifier: -25 };
  const sources = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scriptSrc = sources('script-src');
  const styleSrc = sources('style-src');
  const objectSrc = sources('object-src');
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  const all = [...policy.values()].flatMap((list) => [...list]);
  if ([...scriptSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source)))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (https && all.some((source) => (source.startsWith('http:') && !LOOPBACK_HTTP.test(source)) || source.startsWith('ftp:')))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
};

const cookiesTest = (headers: Headers, hsts: boolean): ObservatoryTest => {
  const test = 'cookies';
  const cookies = headerValues(headers, 'set-cookie').map((cookie) => cookie.toLowerCase());
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const secure = cookies.every((cookie) => /;\s*secure(?:;|$)/.test(cookie));
  if (!secure) return hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 };
  const sameSite = cookies.every((cookie) => /;\s*samesite=(?:lax|strict)(?:;|$)/.test(cookie));
  return sameSite
    ? { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
};

const corsTest = (headers: Headers): ObservatoryTest => {
  const test = 'cross-origin-resource-sharing';
  const origin = headerValues(headers, 'access-control-allow-origin')[0]?.trim();
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  const credentials = headerValues(headers, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true';
  if (origin !== '*' && credentials) return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
};

const referrerTest = (headers: Headers): ObservatoryTest => {
  const test = 'referrer-policy';
  const values = headerValues(headers, 'referrer-policy').flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()).filter(Boolean);
  if (values.length === 0) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const known = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // The last policy the browser understands is the one it applies.
  const effective = [...values].reverse().find((value) => known.includes(value));
  if (!effective) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  return known.indexOf(effective) < 4 ? { test, result: 'referrer-policy-private', modifier: 5 } : { test, result: 'referrer-policy-unsafe', modifier: -5 };
};

const hstsTest = (headers: Headers): ObservatoryTest => {
  const test = 'strict-transport-security';
  const value = headerValues(headers, 'strict-transport-security')[0];
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= SIX_MONTHS_S
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
};

/** Scripts of the page: same-origin ones need no SRI; external ones do, and must be https. */
const sriTest = (html: string | undefined, siteOrigin: string): ObservatoryTest => {
  const test = 'subresource-integrity';
  if (html === undefined) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes).filter((attributes) => /\bsrc\s*=/i.test(attributes));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const parsed = scripts.map((attributes) => {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    const url = new URL(src, `${siteOrigin}/`);
    return { external: url.origin !== siteOrigin, secure: url.protocol === 'https:' && !src.startsWith('//'), integrity: /\bintegrity\s*=/i.test(attributes) };
  });
  const external = parsed.filter((script) => script.external);
  const withIntegrity = parsed.every((script) => script.integrity);
  if (external.some((script) => !script.secure))
    return withIntegrity
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  if (withIntegrity)
    return external.length === 0
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return external.length === 0
    ? { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
};

const contentTypeOptionsTest = (headers: Headers): ObservatoryTest => {
  const test = 'x-content-type-options';
  const value = headerValues(headers, 'x-content-type-options')[0];
  if (!value) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
};

const frameOptionsTest = (headers: Headers, policy: Policy): ObservatoryTest => {
  const test = 'x-frame-options';
  const ancestors = policy.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source))) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = headerValues(headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value.startsWith('allow-from ')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
};

const resourcePolicyTest = (headers: Headers): ObservatoryTest => {
  const test = 'cross-origin-resource-policy';
  const value = headerValues(headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'corp-header-invalid', modifier: -5 };
};

export const gradeOf = (score: number) => GRADES.find(([floor]) => score >= floor)![1];

/**
 * The score of one answer: `headers` (lower-case names) and, for an HTML page, its `html`.
 * `https`: whether the site is served over https in production (it is: HSTS).
 */
export const observatoryScore = ({ headers, html, siteOrigin, https = true }: { headers: Headers; html?: string; siteOrigin: string; https?: boolean }): ObservatoryScore => {
  const policy = parseCsp(headerValues(headers, 'content-security-policy'));
  const hsts = headerValues(headers, 'strict-transport-security').length > 0;
  const tests = [
    cspTest(policy, https),
    cookiesTest(headers, hsts),
    corsTest(headers),
    { test: 'redirection', result: 'not-measured (the http to https redirect belongs to the TLS front end)', modifier: 0 },
    referrerTest(headers),
    hstsTest(headers),
    sriTest(html, siteOrigin),
    contentTypeOptionsTest(headers),
    frameOptionsTest(headers, policy),
    resourcePolicyTest(headers),
  ];
  const withoutBonus = 100 + tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonus = withoutBonus >= MINIMUM_SCORE_FOR_BONUS ? tests.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0) : 0;
  const score = Math.max(0, withoutBonus + bonus);
  return { score, grade: gradeOf(score), tests };
};
