// `/{rubrique}` and `/{rubrique}/{slug}`: the generic section pages (including `/article`,
// `/ecole/nos-engagements` and the legal pages). Declared last: a rubrique that a site template
// owns is refused with a build error naming the entry.
import { RESERVED_RUBRIQUES, routes } from '../../../src/lib/routes';
import { createEntryPages, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createArticlePages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiArticle } = dataOf(
    args,
    'SitePagesArticles',
    await graphql<Queries.SitePagesArticlesQuery>(`query SitePagesArticles { allStrapiArticle { nodes { id documentId locale rubrique slug title } } }`),
  );
  const clashing = allStrapiArticle.nodes.filter((article) => RESERVED_RUBRIQUES.includes(article.rubrique));
  for (const article of clashing) {
    args.reporter.panicOnBuild(
      `site-pages: the article "${article.title}" (${article.locale}) uses the rubrique "${article.rubrique}", ` +
        `which belongs to a site template (${RESERVED_RUBRIQUES.join(', ')}). Change its rubrique in the CMS.`,
    );
  }
  createEntryPages(
    args,
    allStrapiArticle.nodes.filter((article) => !clashing.includes(article)),
    {
      routeOf: (article) => routes.article(article.rubrique, article.slug),
      component: template('article'),
      // Section pages are composed in the CMS: the "dynamics" frame.
      context: () => ({ layout: 'dynamics' }),
    },
  );
};
