// `/actualites` (the newest items), `/actualites/page/{n}` (twelve per page, numbered from the
// oldest so that a publication leaves them as they were: src/lib/news-pages.ts) and
// `/actualites/{slug}`, and the filter's index of each language (src/features/list-filters/news-index.ts).
import fs from 'fs';
import path from 'path';
import { type Language, routes } from '../../../src/lib/routes';
import { newerPagesKnown, newsListLayout, newsPageSlice, type NewsPageRef } from '../../../src/lib/news-pages';
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
    const { numberedPages } = newsListLayout(ofLanguage.length);
    const pages: NewsPageRef[] = ['front', ...Array.from({ length: numberedPages }, (_, i) => i + 1)];
    for (const page of pages) {
      const [start, end] = newsPageSlice(page, ofLanguage.length);
      createSitePage(args, {
        language,
        route: page === 'front' ? routes.news() : routes.newsPage(page),
        component: template('news-list'),
        // Only what the page shows: its items (read by id, Query.newsArticlesByIds, instead of a
        // slice of every news item filtered and sorted again for each page) and, for a numbered
        // page, the newer pages its pagination links. Not the number of pages: a context that
        // changes is a page Gatsby renders again.
        context: {
          page: page === 'front' ? null : page,
          newerPages: page === 'front' ? numberedPages : newerPagesKnown(page, numberedPages),
          newsIds: ofLanguage.slice(start, end).map((item) => item.id),
        },
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
