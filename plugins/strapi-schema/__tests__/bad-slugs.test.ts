/** @jest-environment node */
import { findBadSlugs } from '../cms-check';

const NODES: Record<string, Array<Record<string, unknown>>> = {
  STRAPI_NEWS_ARTICLE: [
    { documentId: 'n1', locale: 'fr', slug: 'journee-portes-ouvertes' },
    { documentId: 'n2', locale: 'fr', slug: 'Journee-Portes-Ouvertes' },
  ],
  STRAPI_ARTICLE: [
    { documentId: 'a1', locale: 'en', rubrique: 'legal-notices', slug: null },
    { documentId: 'a2', locale: 'fr', rubrique: 'Mentions légales', slug: 'cookies' },
  ],
  STRAPI_JOB_OFFER: [{ documentId: 'j1', locale: 'fr', slug: 'dev web' }],
};

describe('the build guard on slugs', () => {
  it('names every entry whose slug no visitor could reach, with its type, id, language and value', () => {
    expect(findBadSlugs((type) => NODES[type] ?? [])).toEqual([
      'api::news-article.news-article n2 (fr): slug "Journee-Portes-Ouvertes"',
      'api::job-offer.job-offer j1 (fr): slug "dev web"',
      'api::article.article a2 (fr): rubrique "Mentions légales"',
    ]);
  });

  it('finds nothing in good content', () => {
    expect(findBadSlugs((type) => (type === 'STRAPI_NEWS_ARTICLE' ? [NODES.STRAPI_NEWS_ARTICLE[0]] : []))).toEqual([]);
  });
});
