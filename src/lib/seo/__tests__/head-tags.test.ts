/** @jest-environment node */
import { buildHead, documentTitle, hreflangLinks, mergeMetas, type MetaTag } from '../head-tags';
import type { SiteIdentity } from '../site-identity';

const ORIGIN = 'https://www.esnum.test';

const site = (overrides: Partial<SiteIdentity> = {}): SiteIdentity => ({
  origin: ORIGIN,
  language: 'fr',
  name: 'ESNUM',
  description: 'Description du site.',
  logo: null,
  email: null,
  telephone: null,
  sameAs: [],
  twitterSite: null,
  shareImage: null,
  ...overrides,
});

const content = (metas: MetaTag[], attribute: MetaTag['attribute'], key: string) =>
  metas.filter((tag) => tag.attribute === attribute && tag.key === key).map((tag) => tag.content);

describe('documentTitle', () => {
  it.each([
    ['Agenda', false, 'Agenda | ESNUM'],
    ['Accueil ESNUM', true, 'ESNUM'],
    ['', false, 'ESNUM'],
    ['ESNUM', false, 'ESNUM'],
  ])('%j (home: %s) → %j', (title, home, expected) => {
    expect(documentTitle(title, 'ESNUM', home)).toBe(expected);
  });
});

describe('hreflangLinks', () => {
  it('lists both languages and x-default (the French page) when the page exists in both', () => {
    expect(hreflangLinks(ORIGIN, { fr: '/campus/lyon', en: '/en/campus/lyon' })).toEqual([
      { hrefLang: 'fr', href: `${ORIGIN}/campus/lyon` },
      { hrefLang: 'en', href: `${ORIGIN}/en/campus/lyon` },
      { hrefLang: 'x-default', href: `${ORIGIN}/campus/lyon` },
    ]);
  });

  it('keeps the slash of the home page only', () => {
    expect(hreflangLinks(ORIGIN, { fr: '/', en: '/en' }).map((link) => link.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/en`, `${ORIGIN}/`]);
  });

  it('is empty when the page exists in one language (English option off, or an untranslated entry)', () => {
    expect(hreflangLinks(ORIGIN, { fr: '/agenda' })).toEqual([]);
    expect(hreflangLinks(ORIGIN, { en: '/en/blog/only-english' })).toEqual([]);
    expect(hreflangLinks(ORIGIN, {})).toEqual([]);
  });
});

describe('buildHead', () => {
  const page = { path: '/en/agenda', alternates: { fr: '/agenda', en: '/en/agenda' }, title: 'Events' };

  it('gives the page title, canonical URL, language and Open Graph locale', () => {
    const head = buildHead({ ...page, site: site({ language: 'en' }) });
    expect(head.title).toBe('Events | ESNUM');
    expect(head.language).toBe('en');
    expect(head.canonical).toBe(`${ORIGIN}/en/agenda`);
    expect(head.alternates.map((link) => link.hrefLang)).toEqual(['fr', 'en', 'x-default']);
    expect(content(head.metas, 'property', 'og:url')).toEqual([`${ORIGIN}/en/agenda`]);
    expect(content(head.metas, 'property', 'og:locale')).toEqual(['en_GB']);
    expect(content(head.metas, 'property', 'og:locale:alternate')).toEqual(['fr_FR']);
    expect(content(head.metas, 'name', 'robots')).toEqual([]);
  });

  it('titles the home page with the site name alone', () => {
    const head = buildHead({ site: site(), path: '/', alternates: { fr: '/' }, title: 'Bienvenue' });
    expect(head.title).toBe('ESNUM');
    expect(content(head.metas, 'property', 'og:title')).toEqual(['ESNUM']);
  });

  it('prefers the CMS description and title, then the page description, then the site description', () => {
    const seo = { metaTitle: 'Titre SEO', metaDescription: 'Description SEO.' };
    expect(buildHead({ ...page, site: site(), seo, description: 'Résumé.' })).toMatchObject({ title: 'Titre SEO | ESNUM' });
    expect(content(buildHead({ ...page, site: site(), seo, description: 'Résumé.' }).metas, 'name', 'description')).toEqual([
      'Description SEO.',
    ]);
    expect(content(buildHead({ ...page, site: site(), description: 'Résumé.' }).metas, 'name', 'description')).toEqual(['Résumé.']);
    expect(content(buildHead({ ...page, site: site() }).metas, 'name', 'description')).toEqual(['Description du site.']);
  });

  it('marks error pages noindex, without canonical URL or alternates', () => {
    const head = buildHead({ ...page, site: site(), noindex: true });
    expect(content(head.metas, 'name', 'robots')).toEqual(['noindex']);
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual([]);
    expect(content(head.metas, 'property', 'og:url')).toEqual([]);
  });

  it('uses a large Twitter card with an absolute share image, and the summary card without one', () => {
    const shareImage = {
      url: '/uploads/jpo.jpg',
      alternativeText: 'Visite du campus',
      width: 1200,
      height: 630,
      localFile: { publicURL: '/static/ab/jpo.jpg' },
    };
    const withImage = buildHead({ ...page, site: site({ twitterSite: 'esnum' }), seo: { shareImage } });
    expect(content(withImage.metas, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(withImage.metas, 'property', 'og:image')).toEqual([`${ORIGIN}/static/ab/jpo.jpg`]);
    expect(content(withImage.metas, 'property', 'og:image:alt')).toEqual(['Visite du campus']);
    expect(content(withImage.metas, 'name', 'twitter:site')).toEqual(['@esnum']);

    const withoutImage = buildHead({ ...page, site: site() });
    expect(content(withoutImage.metas, 'name', 'twitter:card')).toEqual(['summary']);
    expect(content(withoutImage.metas, 'property', 'og:image')).toEqual([]);
  });

  it("falls back to the page's own picture, then to the site's share image", () => {
    const own = { url: '/uploads/news.jpg', localFile: { publicURL: '/static/cd/news.jpg' } };
    const siteImage = { url: `${ORIGIN}/static/ef/default.jpg`, alt: null, width: null, height: null };
    expect(content(buildHead({ ...page, site: site({ shareImage: siteImage }), image: own }).metas, 'property', 'og:image')).toEqual([
      `${ORIGIN}/static/cd/news.jpg`,
    ]);
    expect(content(buildHead({ ...page, site: site({ shareImage: siteImage }) }).metas, 'property', 'og:image')).toEqual([siteImage.url]);
  });

  it('adds the article dates of news and blog posts', () => {
    const head = buildHead({
      ...page,
      site: site(),
      ogType: 'article',
      article: { publishedTime: '2025-03-01T09:00:00.000Z', section: 'Vie du campus' },
    });
    expect(content(head.metas, 'property', 'og:type')).toEqual(['article']);
    expect(content(head.metas, 'property', 'article:published_time')).toEqual(['2025-03-01T09:00:00.000Z']);
    expect(content(head.metas, 'property', 'article:section')).toEqual(['Vie du campus']);
  });
});

describe('mergeMetas', () => {
  const generated: MetaTag[] = [
    { attribute: 'name', key: 'description', content: 'Générée.' },
    { attribute: 'property', key: 'og:title', content: 'Agenda' },
  ];

  it('lets the CMS metas replace the generated ones with the same key, and adds the others', () => {
    const merged = mergeMetas(generated, [
      { type: 'property', key: 'OG:TITLE', value: 'Nos événements' },
      { type: 'itemprop', key: 'name', value: 'ESNUM' },
      { type: 'name', key: 'author', value: 'Service communication' },
    ]);
    expect(merged).toEqual([
      { attribute: 'name', key: 'description', content: 'Générée.' },
      { attribute: 'property', key: 'OG:TITLE', content: 'Nos événements' },
      { attribute: 'itemprop', key: 'name', content: 'ESNUM' },
      { attribute: 'name', key: 'author', content: 'Service communication' },
    ]);
  });

  it('ignores metas of an unknown type or without key or value', () => {
    expect(
      mergeMetas(generated, [
        { type: 'http-equiv', key: 'refresh', value: '0;url=https://evil.example' },
        { type: 'name', key: '', value: 'x' },
        { type: 'name', key: 'keywords', value: '  ' },
        null,
      ]),
    ).toEqual(generated);
  });
});
