import { readCookies, serializeCookie, trackingCookies, trackingFromCookies } from '../tracking-cookies';
import { trackingValue } from '../origin-tracking';

describe('tracking cookies', () => {
  it('are first-party, 2 days, path /, SameSite Lax, and Secure on https', () => {
    expect(serializeCookie('utm_source', 'news letter', true)).toBe('utm_source=news%20letter; Max-Age=172800; Path=/; SameSite=Lax; Secure');
    expect(serializeCookie('utm_source', 'x', false)).toBe('utm_source=x; Max-Age=172800; Path=/; SameSite=Lax');
  });

  it('round-trip the tracking of one arrival, campaign included', () => {
    const tracking = { origin: 'printemps', source: 'newsletter', medium: 'email', campaign: 'rentree-2027' };
    const header = trackingCookies(tracking, false)
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(header).toBe('origine-tracking=printemps; utm_source=newsletter; utm_medium=email; utm_campaign=rentree-2027');
    expect(trackingFromCookies(readCookies(header))).toEqual(tracking);
  });

  it('do not store "none" values', () => {
    const cookies = trackingCookies({ origin: 'direct', source: 'none', medium: 'none', campaign: 'none' }, false);
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['origine-tracking']);
    expect(trackingFromCookies(readCookies(cookies[0].split(';')[0]))).toEqual({ origin: 'direct', source: 'none', medium: 'none', campaign: 'none' });
  });

  it('have no tracking when the origin cookie is missing', () => {
    expect(trackingFromCookies(readCookies('utm_source=x'))).toBeNull();
  });

  it('read a cookie header even with malformed encodings', () => {
    expect(readCookies('a=%E0%A4%A; b=ok')).toEqual({ a: '%E0%A4%A', b: 'ok' });
  });
});

describe('campaign values', () => {
  it.each([
    ['rentree-2027', 'rentree-2027'],
    ['  Été  2027 ', 'Ete 2027'],
    ['a\r\nSet-Cookie: x=1', 'a Set-Cookie: x 1'],
    ['<script>alert(1)</script>', 'script alert 1 /script'],
    ['%%%', null],
    ['', null],
    ['x'.repeat(4000), 'x'.repeat(100)],
  ])('keep %j as %j', (raw, expected) => {
    expect(trackingValue(raw)).toBe(expected);
  });
});
