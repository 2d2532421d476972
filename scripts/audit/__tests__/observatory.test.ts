/**
 * @jest-environment node
 */
import { SECURITY_HEADERS } from '../../../shared/security-headers';
import { contentSecurityPolicy } from '../../../shared/csp-policy';
import { gradeOf, observatoryScore, SCORE_TABLE } from '../observatory';

const SITE = 'https://www.esnum.example';
const PAGE = '<html><head><script src="/app-1.js" async></script></head><body></body></html>';
const sitePolicy = contentSecurityPolicy({
  cmsOrigin: 'https://cms.esnum.example',
  tagManager: true,
  frameOrigins: ['https://static.esnum.example'],
  hashes: { scripts: ["'sha256-abc'"], styles: [] },
});

const resultOf = (score: ReturnType<typeof observatoryScore>, test: string) => score.tests.find((entry) => entry.test === test);

describe('observatoryScore', () => {
  it('gives the site headers A+ and at least 115: default-src none, private referrer, frame-ancestors and CORP bonuses', () => {
    const score = observatoryScore({
      headers: { ...SECURITY_HEADERS, 'content-security-policy': sitePolicy },
      html: PAGE,
      siteOrigin: SITE,
    });
    expect(resultOf(score, 'content-security-policy')).toEqual({
      test: 'content-security-policy',
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      modifier: 10,
    });
    expect(resultOf(score, 'referrer-policy')?.modifier).toBe(5);
    expect(resultOf(score, 'x-frame-options')?.result).toBe('x-frame-options-implemented-via-csp');
    expect(resultOf(score, 'cross-origin-resource-policy')?.modifier).toBe(10);
    expect(score.score).toBe(130);
    expect(score.grade).toBe('A+');
  });

  it('scores a page without any security header 30 (D)', () => {
    const score = observatoryScore({ headers: {}, html: PAGE, siteOrigin: SITE });
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect(score.score).toBe(30);
    expect(score.grade).toBe('D');
  });

  it("penalises 'unsafe-inline' in script-src, unless hashes make browsers ignore it", () => {
    const unsafe = observatoryScore({
      headers: { ...SECURITY_HEADERS, 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'" },
      siteOrigin: SITE,
    });
    expect(resultOf(unsafe, 'content-security-policy')?.modifier).toBe(-20);
    const hashed = observatoryScore({
      headers: {
        ...SECURITY_HEADERS,
        'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc'; form-action 'self'",
      },
      siteOrigin: SITE,
    });
    expect(resultOf(hashed, 'content-security-policy')?.modifier).toBe(10);
  });

  it("gives no CSP bonus for 'unsafe-inline' in style-src, and penalises 'unsafe-eval'", () => {
    const styles = observatoryScore({
      headers: { 'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'" },
      siteOrigin: SITE,
    });
    expect(resultOf(styles, 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    const evalPolicy = observatoryScore({
      headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" },
      siteOrigin: SITE,
    });
    expect(resultOf(evalPolicy, 'content-security-policy')?.modifier).toBe(-10);
  });

  it('penalises a public http source, not a loopback CMS', () => {
    const remote = observatoryScore({
      headers: { 'content-security-policy': "default-src 'none'; connect-src 'self' http://cms.esnum.example" },
      siteOrigin: SITE,
    });
    expect(resultOf(remote, 'content-security-policy')?.result).toBe('csp-implemented-with-insecure-scheme');
    const loopback = observatoryScore({
      headers: { 'content-security-policy': "default-src 'none'; connect-src 'self' http://127.0.0.1:1337" },
      siteOrigin: SITE,
    });
    expect(resultOf(loopback, 'content-security-policy')?.modifier).toBe(10);
  });

  it('only counts bonuses when the score without them is 90 or more', () => {
    // No HSTS (-20): 80 before bonuses, so the CSP, referrer and CORP bonuses do not count.
    const { 'strict-transport-security': _hsts, ...withoutHsts } = SECURITY_HEADERS;
    const score = observatoryScore({ headers: { ...withoutHsts, 'content-security-policy': sitePolicy }, html: PAGE, siteOrigin: SITE });
    expect(score.score).toBe(80);
  });

  it('scores HSTS under six months, an unsafe referrer policy and insecure cookies', () => {
    const score = observatoryScore({
      headers: { 'strict-transport-security': 'max-age=86400', 'referrer-policy': 'unsafe-url', 'set-cookie': ['session=1; Path=/'] },
      siteOrigin: SITE,
    });
    expect(resultOf(score, 'strict-transport-security')?.modifier).toBe(-10);
    expect(resultOf(score, 'referrer-policy')?.modifier).toBe(-5);
    expect(resultOf(score, 'cookies')?.result).toBe('cookies-without-secure-flag-but-protected-by-hsts');
  });

  it('wants integrity on external scripts, and gives a bonus when every script has it', () => {
    const external = observatoryScore({ headers: {}, html: '<script src="https://cdn.example/lib.js"></script>', siteOrigin: SITE });
    expect(resultOf(external, 'subresource-integrity')?.modifier).toBe(-5);
    const insecure = observatoryScore({ headers: {}, html: '<script src="http://cdn.example/lib.js"></script>', siteOrigin: SITE });
    expect(resultOf(insecure, 'subresource-integrity')?.modifier).toBe(-50);
    const all = observatoryScore({ headers: {}, html: '<script src="/app.js" integrity="sha384-x"></script>', siteOrigin: SITE });
    expect(resultOf(all, 'subresource-integrity')?.modifier).toBe(5);
  });
});

// Mozilla's published table, copied from mdn/mdn-http-observatory src/grader/charts.js (v1.3.8,
// commit a57b50e): SCORE_TABLE's modifiers and GRADE_CHART. Results this scorer cannot see
// (redirection, HSTS preload, session-cookie and anti-CSRF cookies, restricted CORS, unparseable HTML)
// are listed so that the comparison is of the whole table.
const MOZILLA_SCORE_TABLE: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
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
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'html-not-parseable': -20,
};
const MOZILLA_GRADE_CHART = new Map([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);
// Mozilla's getGradeAndLikelihoodForScore: a score above 100 takes the grade of 100, else the row of its multiple of 5 below.
const mozillaGrade = (score: number) => MOZILLA_GRADE_CHART.get(Math.min(score - (score % 5), 100));

describe("observatoryScore against Mozilla's published scoring table", () => {
  it.each(Object.entries(SCORE_TABLE))("%s scores %i, as in Mozilla's table", (result, modifier) => {
    expect(MOZILLA_SCORE_TABLE[result]).toBe(modifier);
  });

  const CSP = (policy: string) => ({ 'content-security-policy': policy });
  // One answer per result the scorer can reach, and the result it must give.
  const cases: Array<[string, Parameters<typeof observatoryScore>[0]['headers'], string | undefined, string]> = [
    ['content-security-policy', CSP("default-src 'none'"), undefined, 'csp-implemented-with-no-unsafe-default-src-none'],
    ['content-security-policy', CSP("default-src 'self'"), undefined, 'csp-implemented-with-no-unsafe'],
    [
      'content-security-policy',
      CSP("default-src 'self'; style-src 'self' 'unsafe-inline'"),
      undefined,
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    [
      'content-security-policy',
      CSP("default-src 'self'; img-src 'self' http://images.example"),
      undefined,
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ],
    ['content-security-policy', CSP("default-src 'self'; script-src 'self' 'unsafe-eval'"), undefined, 'csp-implemented-with-unsafe-eval'],
    [
      'content-security-policy',
      CSP("default-src 'self'; script-src 'self' 'unsafe-inline'"),
      undefined,
      'csp-implemented-with-unsafe-inline',
    ],
    [
      'content-security-policy',
      CSP("default-src 'self'; connect-src http://api.example"),
      undefined,
      'csp-implemented-with-insecure-scheme',
    ],
    [
      'content-security-policy',
      CSP("default-src 'self'; report-uri /a; report-uri /b"),
      undefined,
      'csp-implemented-but-duplicate-directives',
    ],
    ['content-security-policy', CSP("default-src 'self'; default-src 'none'"), undefined, 'csp-header-invalid'],
    ['content-security-policy', CSP("default-src 'self'; script-src 'strict-dynamic'"), undefined, 'csp-header-invalid'],
    ['content-security-policy', {}, undefined, 'csp-not-implemented'],
    [
      'content-security-policy',
      { 'content-security-policy-report-only': "default-src 'none'" },
      undefined,
      'csp-not-implemented-but-reporting-enabled',
    ],
    ['cookies', { 'set-cookie': 'a=1; Secure; HttpOnly; SameSite=Lax' }, undefined, 'cookies-secure-with-httponly-sessions-and-samesite'],
    ['cookies', { 'set-cookie': 'a=1; Secure' }, undefined, 'cookies-secure-with-httponly-sessions'],
    ['cookies', {}, undefined, 'cookies-not-found'],
    [
      'cookies',
      { 'set-cookie': 'a=1', 'strict-transport-security': 'max-age=31536000' },
      undefined,
      'cookies-without-secure-flag-but-protected-by-hsts',
    ],
    ['cookies', { 'set-cookie': 'a=1' }, undefined, 'cookies-without-secure-flag'],
    ['cross-origin-resource-sharing', {}, undefined, 'cross-origin-resource-sharing-not-implemented'],
    [
      'cross-origin-resource-sharing',
      { 'access-control-allow-origin': '*' },
      undefined,
      'cross-origin-resource-sharing-implemented-with-public-access',
    ],
    [
      'cross-origin-resource-sharing',
      { 'access-control-allow-origin': 'https://a.example', 'access-control-allow-credentials': 'true' },
      undefined,
      'cross-origin-resource-sharing-implemented-with-universal-access',
    ],
    ['referrer-policy', { 'referrer-policy': 'no-referrer' }, undefined, 'referrer-policy-private'],
    ['referrer-policy', {}, undefined, 'referrer-policy-not-implemented'],
    ['referrer-policy', { 'referrer-policy': 'unsafe-url' }, undefined, 'referrer-policy-unsafe'],
    ['referrer-policy', { 'referrer-policy': 'nonsense' }, undefined, 'referrer-policy-header-invalid'],
    [
      'strict-transport-security',
      { 'strict-transport-security': 'max-age=31536000' },
      undefined,
      'hsts-implemented-max-age-at-least-six-months',
    ],
    [
      'strict-transport-security',
      { 'strict-transport-security': 'max-age=60' },
      undefined,
      'hsts-implemented-max-age-less-than-six-months',
    ],
    ['strict-transport-security', {}, undefined, 'hsts-not-implemented'],
    ['strict-transport-security', { 'strict-transport-security': 'includeSubDomains' }, undefined, 'hsts-header-invalid'],
    ['subresource-integrity', {}, '<script src="/a.js" integrity="sha384-x"></script>', 'sri-implemented-and-all-scripts-loaded-securely'],
    [
      'subresource-integrity',
      {},
      '<script src="https://cdn.example/a.js" integrity="sha384-x"></script>',
      'sri-implemented-and-external-scripts-loaded-securely',
    ],
    ['subresource-integrity', {}, undefined, 'sri-not-implemented-response-not-html'],
    ['subresource-integrity', {}, '<p>no scripts</p>', 'sri-not-implemented-but-no-scripts-loaded'],
    ['subresource-integrity', {}, '<script src="/a.js"></script>', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'],
    [
      'subresource-integrity',
      {},
      '<script src="https://cdn.example/a.js"></script>',
      'sri-not-implemented-but-external-scripts-loaded-securely',
    ],
    [
      'subresource-integrity',
      {},
      '<script src="http://cdn.example/a.js" integrity="sha384-x"></script>',
      'sri-implemented-but-external-scripts-not-loaded-securely',
    ],
    [
      'subresource-integrity',
      {},
      '<script src="//cdn.example/a.js"></script>',
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    ],
    ['x-content-type-options', { 'x-content-type-options': 'nosniff' }, undefined, 'x-content-type-options-nosniff'],
    ['x-content-type-options', {}, undefined, 'x-content-type-options-not-implemented'],
    ['x-content-type-options', { 'x-content-type-options': 'sniff' }, undefined, 'x-content-type-options-header-invalid'],
    ['x-frame-options', CSP("default-src 'none'; frame-ancestors 'none'"), undefined, 'x-frame-options-implemented-via-csp'],
    ['x-frame-options', { 'x-frame-options': 'DENY' }, undefined, 'x-frame-options-sameorigin-or-deny'],
    ['x-frame-options', { 'x-frame-options': 'ALLOW-FROM https://a.example' }, undefined, 'x-frame-options-allow-from-origin'],
    ['x-frame-options', {}, undefined, 'x-frame-options-not-implemented'],
    ['x-frame-options', { 'x-frame-options': 'maybe' }, undefined, 'x-frame-options-header-invalid'],
    ['cross-origin-resource-policy', { 'cross-origin-resource-policy': 'same-origin' }, undefined, 'corp-implemented-with-same-origin'],
    ['cross-origin-resource-policy', { 'cross-origin-resource-policy': 'same-site' }, undefined, 'corp-implemented-with-same-site'],
    ['cross-origin-resource-policy', { 'cross-origin-resource-policy': 'cross-origin' }, undefined, 'corp-implemented-with-cross-origin'],
    ['cross-origin-resource-policy', {}, undefined, 'corp-not-implemented'],
    ['cross-origin-resource-policy', { 'cross-origin-resource-policy': 'nobody' }, undefined, 'corp-header-invalid'],
  ];

  it('has an answer below for every result of the table', () => {
    expect(new Set(cases.map(([, , , result]) => result))).toEqual(new Set(Object.keys(SCORE_TABLE)));
  });

  it.each(cases.map(([test, headers, html, result]) => ({ test, headers, html, result })))(
    "$test: $result, with Mozilla's modifier",
    ({ test, headers, html, result }) => {
      expect(resultOf(observatoryScore({ headers, html, siteOrigin: SITE }), test)).toEqual({
        test,
        result,
        modifier: MOZILLA_SCORE_TABLE[result],
      });
    },
  );

  it("grades every score from 0 to 150 as Mozilla's chart does", () => {
    for (let score = 0; score <= 150; score += 1) expect([score, gradeOf(score)]).toEqual([score, mozillaGrade(score)]);
  });
});
