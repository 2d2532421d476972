/**
 * @jest-environment node
 */
// The CMS's preview button (cms/src/utils/preview-url.ts) repeats the site's path shapes, as the CMS
// cannot import src/lib/routes.ts: both must give the same page for every type that has one.
import { type Language, LANGUAGES, localize, routes } from '../../../src/lib/routes';
import { PAGES_OF_TYPES, sitePathOf } from '../../../cms/src/utils/preview-url';

/** Each CMS type with pages, an entry of it, and the route the site's page creator gives it. */
const SITE_PAGES: Record<string, { entry: Record<string, unknown>; route: string }> = {
  'api::home-page.home-page': { entry: {}, route: routes.home() },
  'api::news-article.news-article': {
    entry: { slug: 'rentree-2026', publishDate: '2026-09-01T08:00:00Z' },
    route: routes.newsArticle('rentree-2026'),
  },
  'api::event.event': { entry: { slug: 'portes-ouvertes' }, route: routes.event('portes-ouvertes') },
  'api::blog-post.blog-post': { entry: { slug: 'choisir-son-bts' }, route: routes.blogPost('choisir-son-bts') },
  'api::campus.campus': { entry: { slug: 'lyon' }, route: routes.campus('lyon') },
  'api::programme.programme': { entry: { slug: 'bachelor-web' }, route: routes.programme('bachelor-web') },
  'api::job-profile.job-profile': { entry: { slug: 'data-analyst' }, route: routes.jobProfile('data-analyst') },
  'api::article.article': { entry: { rubrique: 'ecole', slug: 'nos-engagements' }, route: routes.article('ecole', 'nos-engagements') },
};

describe('CMS preview paths and site routes', () => {
  it('know the same content types with pages', () => {
    expect(Object.keys(PAGES_OF_TYPES).sort()).toEqual(Object.keys(SITE_PAGES).sort());
  });

  it.each(Object.entries(SITE_PAGES).flatMap(([uid, page]) => LANGUAGES.map((language) => [uid, language, page] as const)))(
    'give the same path for %s in %s',
    (uid, language: Language, { entry, route }) => {
      expect(sitePathOf(uid, entry, language)).toBe(localize(language, route));
    },
  );

  it('give the same path for a section page without a slug', () => {
    expect(sitePathOf('api::article.article', { rubrique: 'entreprise', slug: null }, 'en')).toBe(
      localize('en', routes.article('entreprise', null)),
    );
  });
});
