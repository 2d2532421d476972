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
  const builtAhead = newsArticlesBuiltAhead(items, newsArticlesBuiltPerLanguage());
  createEntryPages(args, items, {
    routeOf: (item) => routes.newsArticle(item.slug),
    component: template('news-article'),
    // Older items: their query runs and their page data is written, but their HTML is drawn
    // by the site's Node server on the first request (plugins/site-serving/pages-on-request.ts;
    // Gatsby's HTML step skips them: patches/gatsby+5.16.1.patch).
    context: (item) => ({ relatedIds: related.get(item.id) ?? [], ...(builtAhead.has(item.id) ? {} : { htmlOnRequest: true }) }),
  });
};

/**
 * How many of each language's newest news items have their HTML built; the older ones' HTML is
 * drawn on request from the page data the build wrote (docs/scale.md). `SITE_NEWS_BUILT_PER_LANGUAGE`
 * sets it; `all` builds every page, as a host without the site's server needs (Netlify).
 */
export const newsArticlesBuiltPerLanguage = (env: NodeJS.ProcessEnv = process.env) => {
  const value = env.SITE_NEWS_BUILT_PER_LANGUAGE?.trim() || (env.NETLIFY === 'true' ? 'all' : '');
  if (!value) return DEFAULT_NEWS_BUILT_PER_LANGUAGE;
  if (value === 'all') return Infinity;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`SITE_NEWS_BUILT_PER_LANGUAGE must be a whole number or "all", not "${value}".`);
  }
  return count;
};

const DEFAULT_NEWS_BUILT_PER_LANGUAGE = 500;

/** The ids of the `perLanguage` newest items of each language (`items` newest first). */
export const newsArticlesBuiltAhead = (items: readonly { id: string; locale: string | null }[], perLanguage: number) => {
  const seen = new Map<string | null, number>();
  const built = new Set<string>();
  for (const item of items) {
    const count = seen.get(item.locale) ?? 0;
    if (count < perLanguage) built.add(item.id);
    seen.set(item.locale, count + 1);
  }
  return built;
};

/** Rewritten only when it changed, so an unchanged index keeps its date (deploys link it, servers revalidate it cheaply). */
const writeNewsIndex = (language: Language, items: unknown[]) => {
  const file = path.join(process.cwd(), 'public', newsIndexPath(language));
  const json = JSON.stringify(items);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === json) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
};
