// Seed step: news categories (each news article has one).
import { type Ids, pick, type SeedContext } from '../context';
import { newsCategories } from '../data/news-categories';

export const seedNewsCategories = async ({ upsert, progress }: SeedContext): Promise<Ids> => {
  const categoryIds: Ids = new Map();
  for (const category of newsCategories) {
    categoryIds.set(
      category.slug,
      await upsert('api::news-category.news-category', { slug: category.slug }, (lang) => ({
        slug: category.slug,
        title: pick(category.title, lang),
      })),
    );
  }
  progress('news categories', newsCategories.length);
  return categoryIds;
};
