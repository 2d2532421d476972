// `/{rubrique}` and `/{rubrique}/{slug}`: the generic section pages (including `/article`,
// `/ecole/nos-engagements` and the legal pages). Declared last: a rubrique that a site template
// owns is refused with a build error naming the entry.
import { type Language, localize, RESERVED_RUBRIQUES, routes } from '../../../src/lib/routes';
import { createEntryPages, template } from '../page-context';
import { opensWithHero, warnAboutUnknownBlocks } from './page-layout';
import { type CreatorArgs, dataOf } from './types';

export const createArticlePages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiArticle } = dataOf(
    args,
    'SitePagesArticles',
    await graphql<Queries.SitePagesArticlesQuery>(`
      query SitePagesArticles {
        allStrapiArticle {
          nodes {
            id
            documentId
            locale
            rubrique
            slug
            title
          }
        }
      }
    `),
  );
  const clashing = allStrapiArticle.nodes.filter((article) => RESERVED_RUBRIQUES.includes(article.rubrique));
  for (const article of clashing) {
    args.reporter.panicOnBuild(
      `site-pages: the article "${article.title}" (${article.locale}) uses the rubrique "${article.rubrique}", ` +
        `which belongs to a site template (${RESERVED_RUBRIQUES.join(', ')}). Change its rubrique in the CMS.`,
    );
  }
  const articles = allStrapiArticle.nodes.filter((article) => !clashing.includes(article));
  const routeOf = (article: (typeof articles)[number]) => routes.article(article.rubrique, article.slug);
  createEntryPages(args, articles, {
    routeOf,
    component: template('article'),
    // A section's landing page (it opens with a hero: /ecole, /admission, /contactez-nous) takes the
    // default frame, with the phone's bar of calls to action like every other page of the school
    // (blind reviews found it missing on exactly those pages); a text without a hero (terms of
    // sale, legal notices, a charter) the "dynamics" frame, without it.
    context: (article) => ({
      layout: opensWithHero(args.getNode, article.id) ? 'default' : 'dynamics',
      upcomingEventIds: args.upcomingEventIds[article.locale as Language],
    }),
  });
  for (const article of articles) {
    if (args.languages.includes(article.locale as Language)) {
      warnAboutUnknownBlocks(args, localize(article.locale as Language, routeOf(article)), article.id);
    }
  }
};
