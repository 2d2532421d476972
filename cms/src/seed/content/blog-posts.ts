// Seed step: blog posts, dated from the day of seeding.
import { toBlocks } from '../blocks';
import { pick, type SeedContext, seo } from '../context';
import { publishedAt } from '../dates';
import { blogPosts } from '../data/blog';

export const seedBlogPosts = async ({ upsert, image, drawAhead, today, progress }: SeedContext) => {
  drawAhead(blogPosts.map((post) => post.image));
  for (const post of blogPosts) {
    const cover = await image(post.image);
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
