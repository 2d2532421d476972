// Seed step: articles (section pages and their sub-pages), keyed by rubrique and slug; their heroes
// get a drawn picture each (data/pictures.ts), the legal texts none.
import { type SeedContext, seo } from '../context';
import { articles } from '../data/articles';
import { pageLayout } from './page-layout';
import { articleHeroPicture } from '../data/pictures';
import type { SectionSeed } from '../types';

/** The page's blocks, its hero given the page's drawn picture when it has none of its own. */
const withHeroPicture = (key: string, sections: SectionSeed[]): SectionSeed[] => {
  const picture = articleHeroPicture(key);
  return sections.map((section) =>
    section.component === 'sections.hero' && !section.image && picture ? { ...section, image: picture } : section,
  );
};

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
          pageLayout: await pageLayout(context, withHeroPicture(article.key, version.pageLayout)),
        };
      })
      .catch(async (error) => {
        throw new Error(`seed: article ${article.key}: ${error.message}`);
      });
  }
  context.progress('articles', articles.length);
};
