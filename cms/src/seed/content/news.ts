// Seed step: news articles, with their category and campuses, dated from the day of seeding; a
// drawn picture each, its topic's emblem with its first campus's city.
import { toBlocks } from '../blocks';
import { type Ids, ids, pick, type SeedContext, seo } from '../context';
import { publishedAt } from '../dates';
import { news } from '../data/news';
import { newsPictures } from '../data/pictures';
import type { ImageSpec } from '../types';

const pictures = newsPictures(news);
const pictureOf = (item: (typeof news)[number]) => pictures.get(item.slug) as ImageSpec;

export const seedNews = async (
  { upsert, image, drawAhead, today, progress }: SeedContext,
  { categoryIds, campusIds }: { categoryIds: Ids; campusIds: Ids },
) => {
  drawAhead(news.map(pictureOf));
  for (const item of news) {
    const focusImage = await image(pictureOf(item));
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
