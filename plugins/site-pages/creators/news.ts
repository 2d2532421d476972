// `/actualites`, `/actualites/page/{n}` (12 per page, newest first) and `/actualites/{slug}`,
// and the filter's index of each language (src/features/list-filters/news-index.ts).
import fs from 'fs';
import path from 'path';
import { type Language, NEWS_PER_PAGE, routes } from '../../../src/lib/routes';
import { newsIndexPath } from '../../../src/features/list-filters/news-index';
import { RELATED_NEWS_COUNT } from '../../../src/lib/constants';
import { relatedNewsIds } from '../related-news';
import { createEntryPages, createSitePage, template } from '../page-context';
import { publishedNewsNewestFirst } from '../news-items';
import type { CreatorArgs } from './types';

export const createNewsPages = async (args: CreatorArgs) => {
  const items = publishedNewsNewestFirst(args);

  for (const language of args.languages) {
    // Newest first, as publishedNewsNewestFirst sorts them.
    const ofLanguage = items.filter((item) => item.locale === language);
    writeNewsIndex(
      language,
      ofLanguage.map(({ slug, title, publishDate, summary, cat_news, campus_infos }) => ({
        slug,
        title,
        publishDate,
        summary,
        cat_news,
        campus_infos,
      })),
    );
    const pageCount = Math.max(1, Math.ceil(ofLanguage.length / NEWS_PER_PAGE));
    for (let page = 1; page <= pageCount; page += 1) {
      createSitePage(args, {
        language,
        route: routes.newsPage(page),
        component: template('news-list'),
        // Each page reads its own items by id (Query.newsArticlesByIds), instead of a slice of
        // every news item filtered and sorted again for each of the hundreds of pages.
        context: { page, pageCount, newsIds: ofLanguage.slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE).map((item) => item.id) },
      });
    }
  }

  const related = relatedNewsIds(items, RELATED_NEWS_COUNT);
  createEntryPages(args, items, {
    routeOf: (item) => routes.newsArticle(item.slug),
    component: template('news-article'),
    context: (item) => ({ relatedIds: related.get(item.id) ?? [] }),
  });
};

/** Rewritten only when it changed, so an unchanged index keeps its date (deploys link it, servers revalidate it cheaply). */
const writeNewsIndex = (language: Language, items: unknown[]) => {
  const file = path.join(process.cwd(), 'public', newsIndexPath(language));
  const json = JSON.stringify(items);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
};
