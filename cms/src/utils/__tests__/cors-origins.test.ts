import { isAllowedOrigin, siteOrigins } from '../cors-origins';

const development = { siteUrl: 'https://www.esnum.example', development: true };
const production = { ...development, development: false };

describe('CMS cross-origin allow-list', () => {
  it("holds the site's address and its bare or www twin", () => {
    expect(siteOrigins('https://www.esnum.example/')).toEqual(['https://www.esnum.example', 'https://esnum.example']);
    expect(siteOrigins('https://ecole.example:8443')).toEqual(['https://ecole.example:8443', 'https://www.ecole.example:8443']);
    expect(siteOrigins('not a url')).toEqual([]);
  });

  it.each(['https://www.esnum.example', 'https://esnum.example', 'http://localhost:8000', 'http://127.0.0.1:40123', 'http://[::1]:9000'])(
    'lets %s read in development',
    (origin) => {
      expect(isAllowedOrigin(origin, development)).toBe(true);
    },
  );

  it('lets only the site read in production: no loopback origin', () => {
    expect(isAllowedOrigin('https://www.esnum.example', production)).toBe(true);
    expect(isAllowedOrigin('https://esnum.example', production)).toBe(true);
    for (const origin of ['http://localhost:8000', 'http://127.0.0.1:40123', 'http://[::1]:9000']) {
      expect(isAllowedOrigin(origin, production)).toBe(false);
    }
  });

  it.each([
    'https://evil.example',
    'http://www.esnum.example',
    'https://www.esnum.example.evil.example',
    'http://localhost.evil.example',
    'https://localhost:8000',
    'null',
    '',
  ])('refuses %j in development', (origin) => {
    expect(isAllowedOrigin(origin, development)).toBe(false);
  });

  it('takes CMS_CORS_ORIGINS as the whole list when it is set', () => {
    const configured = { ...development, configured: 'https://site.example, https://preview.site.example' };
    expect(isAllowedOrigin('https://preview.site.example', configured)).toBe(true);
    expect(isAllowedOrigin('https://www.esnum.example', configured)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8000', configured)).toBe(false);
  });
});
