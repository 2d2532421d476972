/**
 * @jest-environment node
 */
import { SECURITY_HEADERS } from '../../../server/security-headers';
import { contentSecurityPolicy } from '../../../plugins/site-serving/csp-policy';
import { observatoryScore } from '../observatory';

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
    const score = observatoryScore({ headers: { ...SECURITY_HEADERS, 'content-security-policy': sitePolicy }, html: PAGE, siteOrigin: SITE });
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
    const unsafe = observatoryScore({ headers: { ...SECURITY_HEADERS, 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'" }, siteOrigin: SITE });
    expect(resultOf(unsafe, 'content-security-policy')?.modifier).toBe(-20);
    const hashed = observatoryScore({
      headers: { ...SECURITY_HEADERS, 'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc'; form-action 'self'" },
      siteOrigin: SITE,
    });
    expect(resultOf(hashed, 'content-security-policy')?.modifier).toBe(10);
  });

  it("gives no CSP bonus for 'unsafe-inline' in style-src, and penalises 'unsafe-eval'", () => {
    const styles = observatoryScore({ headers: { 'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'" }, siteOrigin: SITE });
    expect(resultOf(styles, 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    const evalPolicy = observatoryScore({ headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" }, siteOrigin: SITE });
    expect(resultOf(evalPolicy, 'content-security-policy')?.modifier).toBe(-10);
  });

  it('penalises a public http source, not a loopback CMS', () => {
    const remote = observatoryScore({ headers: { 'content-security-policy': "default-src 'none'; connect-src 'self' http://cms.esnum.example" }, siteOrigin: SITE });
    expect(resultOf(remote, 'content-security-policy')?.result).toBe('csp-implemented-with-insecure-scheme');
    const loopback = observatoryScore({ headers: { 'content-security-policy': "default-src 'none'; connect-src 'self' http://127.0.0.1:1337" }, siteOrigin: SITE });
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
