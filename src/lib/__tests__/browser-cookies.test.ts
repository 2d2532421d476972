import { cookieNames, readCookie, removeCookie, writeCookie } from '../browser-cookies';

const written = (write: () => void) => {
  const cookies: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void cookies.push(value));
  write();
  return cookies;
};

describe('browser cookies', () => {
  it('are first-party, path /, SameSite Lax, for their max-age, and Secure on https', () => {
    expect(written(() => writeCookie('utm_source', 'news letter', { maxAge: 172800, secure: true }))).toEqual([
      'utm_source=news%20letter; Max-Age=172800; Path=/; SameSite=Lax; Secure',
    ]);
    expect(written(() => writeCookie('utm_source', 'x', { maxAge: 172800, secure: false }))).toEqual([
      'utm_source=x; Max-Age=172800; Path=/; SameSite=Lax',
    ]);
  });

  it('are Secure by default on an https page only', () => {
    // jsdom's page is http://localhost.
    expect(written(() => writeCookie('a', 'b', { maxAge: 1 }))).toEqual(['a=b; Max-Age=1; Path=/; SameSite=Lax']);
  });

  it('encode values as encodeURIComponent does, and read them back', () => {
    const value = JSON.stringify({ v: 1, analytics: true, date: '2025-03-10T09:30:00.000Z' });
    writeCookie('esnum_test', value, { maxAge: 60, secure: false });
    expect(document.cookie).toContain(`esnum_test=${encodeURIComponent(value)}`);
    expect(readCookie('esnum_test')).toBe(value);
    expect(cookieNames()).toContain('esnum_test');
    removeCookie('esnum_test');
    expect(readCookie('esnum_test')).toBeUndefined();
  });

  it('read a value that does not decode as it is', () => {
    jest.spyOn(document, 'cookie', 'get').mockReturnValue('a=%E0%A4%A; b=ok');
    expect(readCookie('a')).toBe('%E0%A4%A');
    expect(readCookie('b')).toBe('ok');
    expect(cookieNames()).toEqual(['a', 'b']);
  });

  it('are removed on this host, or for a domain', () => {
    expect(written(() => removeCookie('_ga'))).toEqual(['_ga=; Max-Age=0; Path=/']);
    expect(written(() => removeCookie('_ga', '.esnum.example'))).toEqual(['_ga=; Max-Age=0; Path=/; Domain=.esnum.example']);
  });
});
