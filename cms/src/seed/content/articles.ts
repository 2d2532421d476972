// Seed step: articles (section pages and their sub-pages), keyed by rubrique and slug; their heroes
// get a drawn picture each (data/pictures.ts), the legal texts none. A card of a cards grid shows
// the picture of the page it leads to (gridCardPictures): the card is the page's door.
import { type SeedContext, seo } from '../context';
import { articles } from '../data/articles';
import { pageLayout } from './page-layout';
import { articleHeroPicture, gridCardPictures } from '../data/pictures';
import type { SectionSeed } from '../types';

/** The page's blocks, its hero given the page's drawn picture and its cards their pages' pictures, when they have none of their own. */
const withPictures = (key: string, sections: SectionSeed[]): SectionSeed[] => {
  const picture = articleHeroPicture(key);
  return sections.map((section) => {
    if (section.component === 'sections.hero' && !section.image && picture) return { ...section, image: picture };
    if (section.component === 'sections.cards-grid') {
      const pictures = gridCardPictures(
        key,
        section.cards.map((card) => card.url),
      );
      return { ...section, cards: section.cards.map((card, index) => (card.image ? card : { ...card, image: pictures[index] })) };
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
