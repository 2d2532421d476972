// Seed step: blog posts, dated from the day of seeding; a drawn picture each, its topic's emblem.
import { toBlocks } from '../blocks';
import { pick, type SeedContext, seo } from '../context';
import { publishedAt } from '../dates';
import { blogPosts } from '../data/blog';
import { blogPictures } from '../data/pictures';
import type { ImageSpec } from '../types';

const pictures = blogPictures(blogPosts);
const pictureOf = (post: (typeof blogPosts)[number]) => pictures.get(post.slug) as ImageSpec;

export const seedBlogPosts = async ({ upsert, image, drawAhead, today, progress }: SeedContext) => {
  drawAhead(blogPosts.map(pictureOf));
  for (const post of blogPosts) {
    const cover = await image(pictureOf(post));
    await upsert('api::blog-post.blog-post', { slug: post.slug }, (lang) => ({
      slug: post.slug,
      title: pick(post.title, lang),
      summary: pick(post.summary, lang),
      body: toBlocks(pick(post.body, lang)),
      author: post.author,
      publishDate: publishedAt(today, post.publishedDaysAgo).toISOString(),
      cover,
      seo: seo(pick(post.summary, lang), cover),
    }));
  }
  progress('blog posts', blogPosts.length);
};
