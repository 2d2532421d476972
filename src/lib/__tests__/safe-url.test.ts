import { UNSAFE_URLS } from '@/testing/fixtures/xss-payloads';
import { isExternalHref, isSafeHref } from '../safe-url';

describe('isSafeHref', () => {
  it.each([
    '/campus',
    '/campus/lyon?x=1#objectifs',
    '#objectifs',
    'https://crm.esnum.example/x',
    'HTTPS://crm.esnum.example/x',
    'http://example.org',
    ' https://example.org/page ',
    'mailto:a@b.c',
    'tel:+33100000000',
  ])('accepts %p', (url) => expect(isSafeHref(url)).toBe(true));

  it.each([...UNSAFE_URLS, null, undefined])('refuses %p', (url) => expect(isSafeHref(url)).toBe(false));
});

describe('isExternalHref', () => {
  it('tells web links from site paths', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('/agenda')).toBe(false);
  });
});
