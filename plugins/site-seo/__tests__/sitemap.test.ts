/** @jest-environment node */
import { isIndexablePath } from '../../../src/lib/seo/indexing';
import { robotsTxt, sitemapEntry, sitemapPages } from '../sitemap';

const ORIGIN = 'https://www.esnum.test';

describe('isIndexablePath', () => {
  it.each([
    '/404',
    '/404.html',
    '/en/404',
    '/en/404.html',
    '/dev-404-page',
    '/error/debug',
    '/en/error/debug',
    '/error/debug/',
    '/hors-ligne',
    '/en/hors-ligne',
  ])('%s is not indexed', (path) => {
    expect(isIndexablePath(path)).toBe(false);
  });

  it.each(['/', '/en', '/agenda', '/en/crm/brochure', '/crm/brochure', '/actualites/page/2', '/error', '/erreurs-frequentes'])(
    '%s is indexed',
    (path) => {
      expect(isIndexablePath(path)).toBe(true);
    },
  );
});

describe('sitemapPages', () => {
  it('leaves out the error pages of both languages and keeps every other page', () => {
    const paths = [
      '/',
      '/en',
      '/404',
      '/en/404',
      '/404.html',
      '/en/404.html',
      '/error/debug',
      '/en/error/debug',
      '/agenda',
      '/en/agenda',
      '/crm/brochure',
    ];
    expect(sitemapPages(paths.map((path) => ({ path }))).map((page) => page.path)).toEqual([
      '/',
      '/en',
      '/agenda',
      '/en/agenda',
      '/crm/brochure',
    ]);
  });
});

describe('sitemapEntry', () => {
  it('adds the hreflang alternates of a page that exists in both languages', () => {
    expect(sitemapEntry(ORIGIN, { path: '/en/agenda', pageContext: { alternates: { fr: '/agenda', en: '/en/agenda' } } })).toEqual({
      url: `${ORIGIN}/en/agenda`,
      links: [
        { lang: 'fr', url: `${ORIGIN}/agenda` },
        { lang: 'en', url: `${ORIGIN}/en/agenda` },
        { lang: 'x-default', url: `${ORIGIN}/agenda` },
      ],
    });
  });

  it('has no alternates for a page in one language or without page context', () => {
    expect(sitemapEntry(ORIGIN, { path: '/agenda', pageContext: { alternates: { fr: '/agenda' } } })).toEqual({ url: `${ORIGIN}/agenda` });
    expect(sitemapEntry(ORIGIN, { path: '/agenda', pageContext: null })).toEqual({ url: `${ORIGIN}/agenda` });
  });
});

describe('robotsTxt', () => {
  it('allows every crawler and announces the sitemap on the canonical host', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
