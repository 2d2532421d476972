// `/actualites` (the newest items), `/actualites/page/{n}` (twelve per page, numbered from the
// oldest so that a publication leaves them as they were: src/lib/news-pages.ts) and
// `/actualites/{slug}`, and the filter's index of each language (src/features/list-filters/news-index.ts).
// The HTML of the older items, and of the numbered pages listing only those, is left to the site's
// server (../html-on-request.ts).
import fs from 'fs';
import path from 'path';
import { type Language, routes } from '../../../src/lib/routes';
import {
  linkedNumberedPages,
  newerPagesKnown,
  newsListLayout,
  newsPageMonths,
  newsPageSlice,
  type NewsPageRef,
} from '../../../src/lib/news-pages';
import { newsIndexPath } from '../../../src/features/list-filters/news-index';
import { RELATED_NEWS_COUNT } from '../../../src/lib/constants';
import { relatedNewsIds } from '../related-news';
import { createEntryPages, createSitePage, template } from '../page-context';
import { publishedNewsNewestFirst } from '../news-items';
import { builtPerLanguage, firstPerLanguage, HTML_ON_REQUEST } from '../html-on-request';
import type { CreatorArgs } from './types';

export const createNewsPages = async (args: CreatorArgs) => {
  const items = publishedNewsNewestFirst(args);
  const perLanguage = newsArticlesBuiltPerLanguage();

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
    const monthsOf = (page: number) => {
      const [start, end] = newsPageSlice(page, ofLanguage.length);
      return newsPageMonths(ofLanguage[end - 1].publishDate, ofLanguage[start].publishDate, language);
    };
    for (const page of pages) {
      const [start, end] = newsPageSlice(page, ofLanguage.length);
      const newerPages = page === 'front' ? numberedPages : newerPagesKnown(page, numberedPages);
      createSitePage(args, {
        language,
        route: page === 'front' ? routes.news() : routes.newsPage(page),
        component: template('news-list'),
        // Only what the page shows: its items (read by id, Query.newsArticlesByIds, instead of a
        // slice of every news item filtered and sorted again for each page) and, for a numbered
        // page, the newer pages its pagination links, and the months of the numbered pages it
        // links (fixed once a page is full). Not the number of pages: a context that changes is a
        // page Gatsby renders again.
        context: {
          page: page === 'front' ? null : page,
          newerPages,
          pageMonths: Object.fromEntries(linkedNumberedPages(page, newerPages).map((linked) => [linked, monthsOf(linked)])),
          newsIds: ofLanguage.slice(start, end).map((item) => item.id),
          ...(page !== 'front' && listsOnlyItemsLeftToServer(page, ofLanguage.length, perLanguage) ? HTML_ON_REQUEST : {}),
        },
      });
    }
  }

  const related = relatedNewsIds(items, RELATED_NEWS_COUNT);
  const builtAhead = firstPerLanguage(items, perLanguage);
  createEntryPages(args, items, {
    routeOf: (item) => routes.newsArticle(item.slug),
    component: template('news-article'),
    context: (item) => ({ relatedIds: related.get(item.id) ?? [], ...(builtAhead.has(item.id) ? {} : HTML_ON_REQUEST) }),
  });
};

/**
 * How many of each language's newest news items have their HTML built (`SITE_NEWS_BUILT_PER_LANGUAGE`,
 * 500 by default); the older ones', and the numbered pages that list only those, are drawn on request.
 */
export const newsArticlesBuiltPerLanguage = (env: NodeJS.ProcessEnv = process.env) =>
  builtPerLanguage('SITE_NEWS_BUILT_PER_LANGUAGE', 500, env);

/**
 * Whether every item a numbered page lists is older than the `perLanguage` newest. Its items never
 * move (src/lib/news-pages.ts), so such a page stays left to the server as the news grow.
 */
export const listsOnlyItemsLeftToServer = (page: number, total: number, perLanguage: number) =>
  newsPageSlice(page, total)[0] >= perLanguage;

/** Rewritten only when it changed, so an unchanged index keeps its date (deploys link it, servers revalidate it cheaply). */
const writeNewsIndex = (language: Language, items: unknown[]) => {
  const file = path.join(process.cwd(), 'public', newsIndexPath(language));
  const json = JSON.stringify(items);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
};
