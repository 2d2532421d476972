// Seed step: articles (section pages and their sub-pages), keyed by rubrique and slug.
import { type SeedContext, seo } from '../context';
import { articles } from '../data/articles';
import { pageLayout } from './page-layout';

export const seedArticles = async (context: SeedContext) => {
  for (const article of articles) {
    await context
      .upsert('api::article.article', { rubrique: article.fr.rubrique, slug: article.fr.slug ?? { $null: true } }, async (lang) => {
        const version = article[lang];
        return {
          title: version.title,
          rubrique: version.rubrique,
          slug: version.slug ?? null,
          summary: version.summary,
          seo: seo(version.metaDescription),
          pageLayout: await pageLayout(context, version.pageLayout),
        };
      })
      .catch(async (error) => {
        throw new Error(`seed: article ${article.key}: ${error.message}`);
      });
  }
  context.progress('articles', articles.length);
};
