/**
 * @jest-environment node
 */
import { composeNewsPublication, listedOnSameDate, newsNodeId, type LiveNewsPages, type NewsEntry } from '../publication/news-publication';
import type { PageData } from '../../../shared/pages/page-renderer';

const LANGUAGES = ['fr', 'en'] as const;
const LOCALES = { edges: [{ node: { ns: 'common', data: '{}', language: 'fr' } }] };
const picture = (name: string, width: number) => ({
  layout: 'constrained',
  images: { fallback: { src: `/static/d1/${width}/${name}.jpg` }, sources: [] },
  width,
  height: width / 2,
});

const card = (slug: string, publishDate: string, category: string | null, image: string | null = null) => ({
  slug,
  title: `Titre ${slug}`,
  publishDate,
  summary: `Résumé ${slug}`,
  cat_news: category ? { title: category.toUpperCase(), slug: category } : null,
  focusImage: image
    ? { alternativeText: `Photo ${image}`, localFile: { childImageSharp: { gatsbyImageData: picture(image, 960) } } }
    : null,
});

const listPage = (pagePath: string, cards: ReturnType<typeof card>[], context: Record<string, unknown>): PageData => ({
  componentChunkName: 'component---src-templates-news-list-tsx',
  path: pagePath,
  result: {
    data: { news: cards, categories: { nodes: [] }, campuses: { nodes: [] }, locales: LOCALES },
    pageContext: { ...context, newsIds: cards.map((item) => `id-${item.slug}`), language: 'fr' },
  },
  staticQueryHashes: ['111'],
  slicesMap: {},
});

const articlePage = (slug: string, image: string | null): PageData => ({
  componentChunkName: 'component---src-templates-news-article-tsx',
  path: `/actualites/${slug}`,
  result: {
    data: {
      item: {
        slug,
        focusImage: image
          ? {
              url: `/uploads/${image}.jpg`,
              alternativeText: `Photo ${image}`,
              width: 1600,
              height: 900,
              localFile: {
                publicURL: `/static/d1/${image}.jpg`,
                childImageSharp: { gatsbyImageData: picture(image, 1024), phone: picture(image, 780) },
              },
            }
          : null,
      },
      related: [],
      locales: LOCALES,
    },
    pageContext: { id: `id-${slug}`, language: 'fr' },
  },
  staticQueryHashes: ['111', '222'],
  slicesMap: {},
});

// The live site: /actualites holds the newest five, page 3 the next ones.
const frontCards = [
  card('cinq', '2026-11-20T08:00:00.000Z', 'vie-etudiante', 'hall'),
  card('quatre', '2026-11-18T08:00:00.000Z', 'international'),
  card('trois', '2026-11-15T08:00:00.000Z', 'vie-etudiante'),
  card('deux', '2026-11-10T08:00:00.000Z', null),
  card('un', '2026-11-05T08:00:00.000Z', 'international'),
];
const pageCards = [
  card('zero', '2026-11-01T08:00:00.000Z', 'vie-etudiante'),
  card('moins-un', '2026-10-01T08:00:00.000Z', 'vie-etudiante'),
];
const live = (): LiveNewsPages => ({
  front: listPage('/actualites', frontCards, { page: null, newerPages: 3 }),
  newestNumbered: listPage('/actualites/page/3', pageCards, { page: 3, newerPages: 0 }),
  articles: new Map([
    ['cinq', articlePage('cinq', 'hall')],
    ['quatre', articlePage('quatre', null)],
  ]),
});

const entry = (overrides: Partial<NewsEntry> = {}): NewsEntry => ({
  documentId: 'doc123',
  locale: 'fr',
  title: 'Journée portes ouvertes',
  slug: 'journee-portes-ouvertes',
  publishDate: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:01:00.000Z',
  summary: 'Venez découvrir les campus.',
  body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Au programme.' }] }] as unknown as Record<string, unknown>,
  seo: {
    metaTitle: null,
    metaDescription: 'Découvrir',
    twitterSite: null,
    metas: [{ id: 7, type: 'name', key: 'robots', value: 'index' } as { type: string; key: string; value: string }],
    shareImage: null,
  },
  cat_news: { title: 'Vie étudiante', slug: 'vie-etudiante' },
  campus_infos: [{ name: 'ESNUM Lyon', slug: 'lyon', id: 46, documentId: 'c1' } as { name: string; slug: string }],
  focusImage: null,
  localizations: [{ slug: 'open-day', locale: 'en' }],
  ...overrides,
});

const publish = (overrides: Partial<NewsEntry> = {}) => {
  const result = composeNewsPublication(entry(overrides), live(), LANGUAGES);
  if (!('publication' in result)) throw new Error(`skipped: ${result.skipped}`);
  return result.publication;
};

describe('composeNewsPublication', () => {
  it("composes the item's page from the CMS entry, with the context the page creation gives it", () => {
    const { article } = publish();
    expect(article).toMatchObject({
      componentChunkName: 'component---src-templates-news-article-tsx',
      path: '/actualites/journee-portes-ouvertes',
    });
    expect(article.staticQueryHashes).toEqual(['111', '222']);
    const data = article.result.data as Queries.NewsArticleTemplateQuery;
    expect(data.item).toMatchObject({
      title: 'Journée portes ouvertes',
      summary: 'Venez découvrir les campus.',
      cat_news: { slug: 'vie-etudiante' },
    });
    expect(data.item!.campus_infos).toEqual([{ name: 'ESNUM Lyon', slug: 'lyon' }]);
    expect(data.item!.seo?.metas).toEqual([{ type: 'name', key: 'robots', value: 'index' }]);
    expect(data.locales).toBe(LOCALES);
    expect(article.result.pageContext).toMatchObject({
      id: newsNodeId('doc123', 'fr'),
      language: 'fr',
      alternates: { fr: '/actualites/journee-portes-ouvertes', en: '/en/actualites/open-day' },
      i18n: {
        language: 'fr',
        path: '/actualites/journee-portes-ouvertes',
        originalPath: '/actualites/journee-portes-ouvertes',
        routed: false,
      },
    });
  });

  it('relates the newest items of its category, from /actualites then the numbered page below it', () => {
    const { article } = publish();
    const related = (article.result.data as Queries.NewsArticleTemplateQuery).related.map((item) => item.slug);
    expect(related).toEqual(['cinq', 'trois', 'zero']);
    expect(article.result.pageContext!.relatedIds).toEqual(['id-cinq', 'id-trois', 'id-zero']);
  });

  it('puts the item first on /actualites and leaves the rest of the list page as it was', () => {
    const { front } = publish();
    const data = front.result.data as Queries.NewsListTemplateQuery;
    expect(data.news.map((item) => item.slug)).toEqual(['journee-portes-ouvertes', 'cinq', 'quatre', 'trois', 'deux', 'un']);
    expect(front.result.pageContext).toMatchObject({ page: null, newerPages: 3 });
    expect((front.result.pageContext as { newsIds: string[] }).newsIds.slice(0, 2)).toEqual([newsNodeId('doc123', 'fr'), 'id-cinq']);
    expect(front.path).toBe('/actualites');
  });

  it('puts an item dated between listed items in its place, with the older items of its category as related news', () => {
    const result = composeNewsPublication(entry({ publishDate: '2026-11-16T08:00:00.000Z' }), live(), LANGUAGES);
    if (!('publication' in result)) throw new Error(`skipped: ${result.skipped}`);
    const { front, article, followedBy } = result.publication;
    expect((front.result.data as Queries.NewsListTemplateQuery).news.map((item) => item.slug)).toEqual([
      'cinq',
      'quatre',
      'journee-portes-ouvertes',
      'trois',
      'deux',
      'un',
    ]);
    expect((front.result.pageContext as { newsIds: string[] }).newsIds[2]).toBe(newsNodeId('doc123', 'fr'));
    // As the build relates it (related-news.ts): the older ones of its category first, then the newer.
    expect((article.result.pageContext as { relatedIds: string[] }).relatedIds).toEqual(['id-trois', 'id-zero', 'id-moins-un']);
    expect(followedBy).toBe('trois');
  });

  describe('with items of the same date listed', () => {
    const sameDate = '2026-11-18T08:00:00.000Z';
    const tied = (documentId: string) => new Map([['id-quatre', documentId]]);

    it.each([
      ['before an item of a greater document id', 'zzz', ['cinq', 'journee-portes-ouvertes', 'quatre', 'trois']],
      ['after an item of a smaller document id', 'aaa', ['cinq', 'quatre', 'journee-portes-ouvertes', 'trois']],
    ])('orders it %s, as the build does', (_case, otherId, order) => {
      const result = composeNewsPublication(entry({ documentId: 'doc123', publishDate: sameDate }), live(), LANGUAGES, tied(otherId));
      if (!('publication' in result)) throw new Error(`skipped: ${result.skipped}`);
      expect((result.publication.front.result.data as Queries.NewsListTemplateQuery).news.slice(0, 4).map((item) => item.slug)).toEqual(
        order,
      );
    });

    it('leaves it to the build when the CMS did not give their document ids', () => {
      expect(composeNewsPublication(entry({ publishDate: sameDate }), live(), LANGUAGES)).toEqual({
        skipped: 'the order of the items listed with the same date is not known',
      });
    });

    it('names the listed items of the same date, for the script to ask the CMS', () => {
      expect(listedOnSameDate({ publishDate: sameDate }, live()).map((item) => item.slug)).toEqual(['quatre']);
      expect(listedOnSameDate({ publishDate: '2026-11-26T09:00:00.000Z' }, live())).toEqual([]);
    });
  });

  it('shows a picture a listed item already shows, at the sizes of each template', () => {
    const { article, front } = publish({
      focusImage: { url: '/uploads/hall.jpg' },
      seo: { ...entry().seo!, shareImage: { url: '/uploads/hall.jpg' } },
    });
    const item = (article.result.data as Queries.NewsArticleTemplateQuery).item!;
    expect(item.focusImage?.localFile?.childImageSharp?.phone).toMatchObject({ width: 780 });
    expect(item.seo?.shareImage).toEqual({
      url: '/uploads/hall.jpg',
      alternativeText: 'Photo hall',
      width: 1600,
      height: 900,
      localFile: { publicURL: '/static/d1/hall.jpg' },
    });
    expect(
      (front.result.data as Queries.NewsListTemplateQuery).news[0].focusImage?.localFile?.childImageSharp?.gatsbyImageData,
    ).toMatchObject({ width: 960 });
  });

  it('leaves a picture the site does not show yet to the build', () => {
    const { article, front } = publish({ focusImage: { url: '/uploads/nouvelle.jpg' } });
    expect((article.result.data as Queries.NewsArticleTemplateQuery).item!.focusImage).toBeNull();
    expect((front.result.data as Queries.NewsListTemplateQuery).news[0].focusImage).toBeNull();
  });

  it('gives the news filter its line, without a picture', () => {
    expect(publish().indexItem).toEqual({
      slug: 'journee-portes-ouvertes',
      title: 'Journée portes ouvertes',
      publishDate: '2026-11-26T09:00:00.000Z',
      summary: 'Venez découvrir les campus.',
      cat_news: { title: 'Vie étudiante', slug: 'vie-etudiante' },
      campus_infos: [{ name: 'ESNUM Lyon', slug: 'lyon' }],
    });
  });

  it.each([
    ['an update of a listed item', { slug: 'cinq' }, /already lists/],
    ['an item older than every item /actualites lists', { publishDate: '2026-11-03T08:00:00.000Z' }, /older than every item/],
    ['an item without a publication date', { publishDate: null }, /no publication date/],
    ['a language the site does not have', { locale: 'de' }, /no pages in "de"/],
  ])('leaves %s to the build', (_case, overrides, reason) => {
    const result = composeNewsPublication(entry(overrides), live(), LANGUAGES);
    expect(result).toEqual({ skipped: expect.stringMatching(reason) });
  });
});
