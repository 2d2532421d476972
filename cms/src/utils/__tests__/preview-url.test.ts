/**
 * @jest-environment node
 */
import { previewUrlOf, sitePathOf } from '../preview-url';

const SITE = 'http://127.0.0.1:8000';

/** The handler's call for one entry whose stored fields are `entry` (null: the entry is gone). */
const previewOf = async (uid: string, locale: string | null, entry: Record<string, unknown> | null, siteUrl = SITE) => {
  const requested: string[][] = [];
  const url = await previewUrlOf({
    siteUrl,
    uid,
    locale,
    findEntry: async (fields) => {
      requested.push(fields);
      return entry && Object.fromEntries(fields.filter((field) => field in entry).map((field) => [field, entry[field]]));
    },
  });
  return { url, requested };
};

describe('previewUrlOf', () => {
  it.each([
    ['api::news-article.news-article', { slug: 'rentree-2026', publishDate: '2026-09-01T08:00:00.000Z' }, '/actualites/rentree-2026'],
    ['api::event.event', { slug: 'portes-ouvertes-lyon' }, '/agenda/portes-ouvertes-lyon'],
    ['api::blog-post.blog-post', { slug: 'bien-choisir-son-bts' }, '/blog/bien-choisir-son-bts'],
    ['api::campus.campus', { slug: 'lyon' }, '/campus/lyon'],
    ['api::programme.programme', { slug: 'bachelor-developpeur-web' }, '/programmes/bachelor-developpeur-web'],
    ['api::job-profile.job-profile', { slug: 'developpeur-full-stack' }, '/metiers/developpeur-full-stack'],
    ['api::article.article', { rubrique: 'ecole', slug: 'nos-engagements' }, '/ecole/nos-engagements'],
    ['api::article.article', { rubrique: 'entreprise', slug: null }, '/entreprise'],
    ['api::home-page.home-page', {}, '/'],
  ])('gives the French page of %s at the root of the preview site', async (uid, entry, path) => {
    expect((await previewOf(uid, 'fr', entry)).url).toBe(`${SITE}${path}`);
  });

  it.each([
    [
      'api::news-article.news-article',
      { slug: 'back-to-school', publishDate: '2026-09-01T08:00:00.000Z' },
      '/en/actualites/back-to-school',
    ],
    ['api::article.article', { rubrique: 'entreprise', slug: '' }, '/en/entreprise'],
    ['api::home-page.home-page', {}, '/en'],
  ])('gives the English page of %s under /en', async (uid, entry, path) => {
    expect((await previewOf(uid, 'en', entry)).url).toBe(`${SITE}${path}`);
  });

  it('reads only the fields the path is made of', async () => {
    expect((await previewOf('api::article.article', 'fr', { rubrique: 'ecole', slug: 'x', title: 'T' })).requested).toEqual([
      ['rubrique', 'slug'],
    ]);
    expect((await previewOf('api::home-page.home-page', 'fr', {})).requested).toEqual([]);
  });

  it('keeps a base path of the preview site and drops its trailing slash', async () => {
    expect((await previewOf('api::campus.campus', 'fr', { slug: 'lyon' }, 'https://preview.esnum.example/site/')).url).toBe(
      'https://preview.esnum.example/site/campus/lyon',
    );
  });

  it.each([
    ['a type without a page of its own', 'api::partner.partner', 'fr', { slug: 'x' }],
    ['the website settings', 'api::website.website', 'fr', {}],
    ['a draft that has no slug yet', 'api::event.event', 'fr', { slug: null }],
    [
      'a news item without a publication date (the site does not show it)',
      'api::news-article.news-article',
      'fr',
      { slug: 'x', publishDate: null },
    ],
    ['a section page without a rubrique', 'api::article.article', 'fr', { rubrique: '  ', slug: 'x' }],
    ['a language the site does not have', 'api::campus.campus', 'de', { slug: 'lyon' }],
    ['an entry that is gone', 'api::campus.campus', 'fr', null],
  ])('has no preview (null) for %s', async (_case, uid, locale, entry) => {
    expect((await previewOf(uid, locale, entry)).url).toBeNull();
  });

  it('takes an entry without a language for French', async () => {
    expect((await previewOf('api::campus.campus', null, { slug: 'lyon' })).url).toBe(`${SITE}/campus/lyon`);
  });
});

describe('sitePathOf', () => {
  it('prefixes every path but French with its language', () => {
    expect(sitePathOf('api::blog-post.blog-post', { slug: 'ia' }, 'fr')).toBe('/blog/ia');
    expect(sitePathOf('api::blog-post.blog-post', { slug: 'ia' }, 'en')).toBe('/en/blog/ia');
  });
});
