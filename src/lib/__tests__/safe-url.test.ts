import { isExternalHref, isSafeHref } from '../safe-url';

describe('isSafeHref', () => {
  it.each(['/campus', '#objectifs', 'https://crm.esnum.example/x', 'http://example.org', 'mailto:a@b.c', 'tel:+33100000000'])(
    'accepts %s',
    (url) => expect(isSafeHref(url)).toBe(true),
  );

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example', 'vbscript:x', '', null, undefined])(
    'refuses %p',
    (url) => expect(isSafeHref(url)).toBe(false),
  );
});

describe('isExternalHref', () => {
  it('tells web links from site paths', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('/agenda')).toBe(false);
  });
});
