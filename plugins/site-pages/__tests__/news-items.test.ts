/**
 * @jest-environment node
 */
import { publishedNewsNewestFirst } from '../news-items';

const node = (type: string, fields: Record<string, unknown>) => ({ internal: { type }, ...fields }) as never;
const nodes = new Map<string, ReturnType<typeof node>>(
  [
    node('STRAPI_NEWS_CATEGORY', { id: 'cat-vie', title: 'Vie étudiante', slug: 'vie-etudiante' }),
    node('STRAPI_CAMPUS', { id: 'campus-lyon', name: 'ESNUM Lyon', slug: 'lyon' }),
    node('STRAPI_NEWS_ARTICLE', {
      id: 'n-old',
      documentId: 'd3',
      locale: 'fr',
      slug: 'rentree',
      title: 'Rentrée',
      publishDate: '2026-09-01T08:00:00.000Z',
      summary: null,
      cat_news___NODE: 'cat-vie',
      campus_infos___NODE: ['campus-lyon', 'campus-gone'],
    }),
    node('STRAPI_NEWS_ARTICLE', {
      id: 'n-b',
      documentId: 'd2',
      locale: 'fr',
      slug: 'forum-b',
      title: 'Forum B',
      publishDate: '2026-10-15T08:00:00.000Z',
      summary: 'B',
      campus_infos___NODE: [],
    }),
    node('STRAPI_NEWS_ARTICLE', {
      id: 'n-a',
      documentId: 'd1',
      locale: 'en',
      slug: 'forum-a',
      title: 'Forum A',
      publishDate: '2026-10-15T08:00:00.000Z',
      summary: 'A',
    }),
    node('STRAPI_NEWS_ARTICLE', {
      id: 'n-draft',
      documentId: 'd4',
      locale: 'fr',
      slug: 'sans-date',
      title: 'Sans date',
      publishDate: null,
    }),
  ].map((entry: { id: string }) => [entry.id, entry as never]),
);
const args = {
  getNode: (id: string) => nodes.get(id),
  getNodesByType: (type: string) => [...nodes.values()].filter((entry: { internal: { type: string } }) => entry.internal.type === type),
} as never;

describe('publishedNewsNewestFirst', () => {
  it('lists the dated news newest first, equal dates by documentId, and leaves undated ones out', () => {
    expect(publishedNewsNewestFirst(args).map((item) => item.slug)).toEqual(['forum-a', 'forum-b', 'rentree']);
  });

  it('gives each item its category and the campuses that still exist', () => {
    const rentree = publishedNewsNewestFirst(args).find((item) => item.slug === 'rentree');
    expect(rentree).toEqual({
      id: 'n-old',
      documentId: 'd3',
      locale: 'fr',
      slug: 'rentree',
      title: 'Rentrée',
      publishDate: '2026-09-01T08:00:00.000Z',
      summary: null,
      cat_news: { title: 'Vie étudiante', slug: 'vie-etudiante' },
      campus_infos: [{ name: 'ESNUM Lyon', slug: 'lyon' }],
    });
    expect(publishedNewsNewestFirst(args).find((item) => item.slug === 'forum-a')).toMatchObject({ cat_news: null, campus_infos: [] });
  });
});
