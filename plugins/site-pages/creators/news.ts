// `/actualites`, `/actualites/page/{n}` (12 per page, newest first) and `/actualites/{slug}`.
import { NEWS_PER_PAGE, routes } from '../../../src/lib/routes';
import { createEntryPages, createSitePage, template } from '../page-context';
import { type CreatorArgs, dataOf } from './types';

export const createNewsPages = async (args: CreatorArgs) => {
  const { graphql } = args;
  const { allStrapiNewsArticle } = dataOf(
    args,
    'SitePagesNews',
    await graphql<Queries.SitePagesNewsQuery>(`query SitePagesNews {
      allStrapiNewsArticle(filter: { publishDate: { ne: null } }) {
        nodes { id documentId locale slug cat_news { slug } }
      }
    }`),
  );
  const items = allStrapiNewsArticle.nodes;

  for (const language of args.languages) {
    const count = items.filter((item) => item.locale === language).length;
    const pageCount = Math.max(1, Math.ceil(count / NEWS_PER_PAGE));
    for (let page = 1; page <= pageCount; page += 1) {
      createSitePage(args, {
        language,
        route: routes.newsPage(page),
        component: template('news-list'),
        context: { page, pageCount, limit: NEWS_PER_PAGE, skip: (page - 1) * NEWS_PER_PAGE },
      });
    }
  }

  createEntryPages(args, items, {
    routeOf: (item) => routes.newsArticle(item.slug),
    component: template('news-article'),
    // Related news: the latest of the same category.
    context: (item) => ({ categorySlug: item.cat_news?.slug ?? null }),
  });
};
