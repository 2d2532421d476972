import { isAllowedOrigin, siteOrigins } from '../cors-origins';

const defaults = { siteUrl: 'https://www.esnum.example' };

describe('CMS cross-origin allow-list', () => {
  it("holds the site's address and its bare or www twin", () => {
    expect(siteOrigins('https://www.esnum.example/')).toEqual(['https://www.esnum.example', 'https://esnum.example']);
    expect(siteOrigins('https://ecole.example:8443')).toEqual(['https://ecole.example:8443', 'https://www.ecole.example:8443']);
    expect(siteOrigins('not a url')).toEqual([]);
  });

  it.each(['https://www.esnum.example', 'https://esnum.example', 'http://localhost:8000', 'http://127.0.0.1:40123', 'http://[::1]:9000'])(
    'lets %s read by default',
    (origin) => {
      expect(isAllowedOrigin(origin, defaults)).toBe(true);
    },
  );

  it.each([
    'https://evil.example',
    'http://www.esnum.example',
    'https://www.esnum.example.evil.example',
    'http://localhost.evil.example',
    'https://localhost:8000',
    'null',
    '',
  ])('refuses %j by default', (origin) => {
    expect(isAllowedOrigin(origin, defaults)).toBe(false);
  });

  it('takes CMS_CORS_ORIGINS as the whole list when it is set', () => {
    const configured = { ...defaults, configured: 'https://site.example, https://preview.site.example' };
    expect(isAllowedOrigin('https://preview.site.example', configured)).toBe(true);
    expect(isAllowedOrigin('https://www.esnum.example', configured)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8000', configured)).toBe(false);
  });
});
