// Seed step: articles (section pages and their sub-pages), keyed by rubrique and slug; their heroes
// get a drawn picture each (data/pictures.ts), the legal texts none. A card of a cards grid that
// leads to an article shows that article's picture: the card is the page's door.
import { type SeedContext, seo } from '../context';
import { articles } from '../data/articles';
import { pageLayout } from './page-layout';
import { articleHeroPicture } from '../data/pictures';
import type { SectionSeed } from '../types';

const articleKeys = new Set(articles.map((article) => article.key));

/** The drawn picture of the article a site path leads to ("/en/ecole/histoire" → "ecole/histoire"), if any. */
const pictureAt = (url: string | undefined) => {
  const key = (url ?? '').replace(/^\/(en\/)?/, '').replace(/\/$/, '');
  return url?.startsWith('/') && articleKeys.has(key) ? articleHeroPicture(key) : undefined;
};

/** The page's blocks, its hero given the page's drawn picture and its cards their pages' pictures, when they have none of their own. */
const withPictures = (key: string, sections: SectionSeed[]): SectionSeed[] => {
  const picture = articleHeroPicture(key);
  return sections.map((section) => {
    if (section.component === 'sections.hero' && !section.image && picture) return { ...section, image: picture };
    if (section.component === 'sections.cards-grid') {
      return { ...section, cards: section.cards.map((card) => (card.image ? card : { ...card, image: pictureAt(card.url) })) };
    }
    return section;
  });
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
          pageLayout: await pageLayout(context, withPictures(article.key, version.pageLayout)),
        };
      })
      .catch(async (error) => {
        throw new Error(`seed: article ${article.key}: ${error.message}`);
      });
  }
  context.progress('articles', articles.length);
};
