import { relatedNewsIds } from '../related-news';

// Newest first, as the page creation query sorts them.
const news = (locale: string, category: string | null, count: number, prefix = category ?? 'none') =>
  Array.from({ length: count }, (_, index) => ({
    id: `${locale}-${prefix}-${index + 1}`,
    locale,
    publishDate: `2026-10-${String(28 - index).padStart(2, '0')}T08:00:00Z`,
    cat_news: category ? { slug: category } : null,
  }));

describe('relatedNewsIds', () => {
  const all = [
    ...news('fr', 'vie-etudiante', 6),
    ...news('fr', 'partenariats', 2),
    ...news('en', 'vie-etudiante', 2),
    ...news('fr', null, 1),
  ];
  const related = relatedNewsIds(all, 3);

  it('suggests the news of the same category published just before', () => {
    expect(related.get('fr-vie-etudiante-1')).toEqual(['fr-vie-etudiante-2', 'fr-vie-etudiante-3', 'fr-vie-etudiante-4']);
    expect(related.get('fr-vie-etudiante-3')).toEqual(['fr-vie-etudiante-4', 'fr-vie-etudiante-5', 'fr-vie-etudiante-6']);
  });

  it('completes the oldest ones with the nearest newer news, never the article itself', () => {
    expect(related.get('fr-vie-etudiante-5')).toEqual(['fr-vie-etudiante-6', 'fr-vie-etudiante-4', 'fr-vie-etudiante-3']);
    expect(related.get('fr-vie-etudiante-6')).toEqual(['fr-vie-etudiante-5', 'fr-vie-etudiante-4', 'fr-vie-etudiante-3']);
    expect(related.get('fr-partenariats-2')).toEqual(['fr-partenariats-1']);
  });

  it('keeps each language and category to itself, and suggests nothing without a category', () => {
    expect(related.get('en-vie-etudiante-1')).toEqual(['en-vie-etudiante-2']);
    expect(related.has('fr-none-1')).toBe(false);
  });

  it("leaves the older articles' suggestions alone when a news item is published", () => {
    const before = relatedNewsIds(news('fr', 'innovation', 8, 'n'), 3);
    const published = { id: 'fr-innovation-new', locale: 'fr', publishDate: '2026-10-30T08:00:00Z', cat_news: { slug: 'innovation' } };
    const after = relatedNewsIds([published, ...news('fr', 'innovation', 8, 'n')], 3);
    for (const id of ['fr-n-1', 'fr-n-2', 'fr-n-3', 'fr-n-5']) expect(after.get(id)).toEqual(before.get(id));
  });
});
