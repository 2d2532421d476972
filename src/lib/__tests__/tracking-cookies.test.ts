import { trackingCookies, trackingFromCookies } from '../tracking-cookies';
import { trackingValue } from '../origin-tracking';

const jar = (cookies: Array<[string, string]>) => (name: string) => new Map(cookies).get(name);

describe('tracking cookies', () => {
  it('round-trip the tracking of one arrival, campaign included', () => {
    const tracking = { origin: 'printemps', source: 'newsletter', medium: 'email', campaign: 'rentree-2027' };
    const cookies = trackingCookies(tracking);
    expect(cookies).toEqual([
      ['origine-tracking', 'printemps'],
      ['utm_source', 'newsletter'],
      ['utm_medium', 'email'],
      ['utm_campaign', 'rentree-2027'],
    ]);
    expect(trackingFromCookies(jar(cookies))).toEqual(tracking);
  });

  it('do not store "none" values', () => {
    const cookies = trackingCookies({ origin: 'direct', source: 'none', medium: 'none', campaign: 'none' });
    expect(cookies.map(([name]) => name)).toEqual(['origine-tracking']);
    expect(trackingFromCookies(jar(cookies))).toEqual({ origin: 'direct', source: 'none', medium: 'none', campaign: 'none' });
  });

  it('have no tracking when the origin cookie is missing', () => {
    expect(trackingFromCookies(jar([['utm_source', 'x']]))).toBeNull();
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
