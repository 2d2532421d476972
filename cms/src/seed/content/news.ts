// Seed step: news articles, with their category and campuses, dated from the day of seeding.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { publishedAt } from '../dates';
import { news } from '../data/news';

export const seedNews = async (
  { upsert, image, drawAhead, today, progress }: SeedContext,
  { categoryIds, campusIds }: { categoryIds: Ids; campusIds: Ids },
) => {
  drawAhead(news.map((item) => item.image));
  for (const item of news) {
    const focusImage = await image(item.image);
    await upsert('api::news-article.news-article', { slug: item.slug }, (lang) => ({
      slug: item.slug,
      title: pick(item.title, lang),
      summary: pick(item.summary, lang),
      body: toBlocks(pick(item.body, lang)),
      publishDate: publishedAt(today, item.publishedDaysAgo).toISOString(),
      focusImage,
      cat_news: ids(categoryIds, [item.category], 'news category')[0],
      campus_infos: ids(campusIds, item.campuses, 'campus'),
      seo: seo(pick(item.summary, lang), focusImage),
    }));
  }
  progress('news', news.length);
};
