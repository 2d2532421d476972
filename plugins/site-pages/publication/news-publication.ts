// The fast lane's page data for a news item just published (issue 23, docs/scale.md): its page
// and `/actualites` with the item first, as the next build will make them, composed from the CMS's
// entry and the live site's own page data instead of Gatsby's queries. The rebuild service draws
// them with the live build's renderer (shared/pages/page-renderer.ts) within seconds; the
// build that follows replaces them.
//
// Only a new item that takes its place on `/actualites` takes this lane: newer than every item the
// site lists, or dated among the items listed there, placed as the build orders them (newest first,
// items of the same date by document id: news-items.ts). An update, or an item older
// than every item `/actualites` lists, moves other items between pages, and waits for the build.
// Placed among items of its own day, it may become one of the related news of a newer item of the
// same category: that item's page changes with the build. What the live site does not hold is left for the build too: the related news are those
// of the same category among the newest 24 to 35 (`/actualites` and the numbered page below it:
// the build picks the same when the category has three there), and a picture is shown when one of
// those items already shows the same upload (a new upload needs the build's image jobs).
// `/actualites` keeps its numbered pages: in the one publication of twelve that makes a new
// numbered page, it holds 24 items until the build.
import { createNodeId } from 'gatsby/dist/utils/create-node-id';
import { type Language, localize, routes } from '../../../src/lib/routes';
import type { NewsIndexItem } from '../../../src/features/list-filters/news-index';
import { RELATED_NEWS_COUNT } from '../../../src/lib/constants';
import type { PageData } from '../../../shared/pages/page-renderer';
import { languageContext } from '../page-context';
import { searchKindOfTemplate } from '../../../src/lib/search-marks';
import { relatedNewsIds } from '../related-news';

/** The CMS's entry as `newsEntryQuery` asks for it. */
export interface NewsEntry {
  documentId: string;
  locale: string;
  title: string;
  slug: string;
  publishDate: string | null;
  updatedAt: string | null;
  summary: string | null;
  body: Record<string, unknown> | null;
  seo: {
    metaTitle: string | null;
    metaDescription: string | null;
    twitterSite: string | null;
    metas: Array<{ type: string | null; key: string | null; value: string | null }> | null;
    shareImage: { url: string } | null;
  } | null;
  cat_news: { title: string; slug: string } | null;
  campus_infos: Array<{ name: string; slug: string }> | null;
  focusImage: { url: string } | null;
  localizations: Array<{ slug: string; locale: string }> | null;
}

/** The REST query string of one entry with what the two pages show (Strapi 5, `qs` style). */
export const newsEntryQuery = (language: string) =>
  [
    `locale=${encodeURIComponent(language)}`,
    'populate[focusImage][fields][0]=url',
    'populate[cat_news][fields][0]=title',
    'populate[cat_news][fields][1]=slug',
    'populate[campus_infos][fields][0]=name',
    'populate[campus_infos][fields][1]=slug',
    'populate[seo][populate][metas]=true',
    'populate[seo][populate][shareImage][fields][0]=url',
    'populate[localizations][fields][0]=slug',
    'populate[localizations][fields][1]=locale',
  ].join('&');

type ArticleData = Queries.NewsArticleTemplateQuery;
type ListData = Queries.NewsListTemplateQuery;
type Card = ListData['news'][number];

export interface LiveNewsPages {
  /** `/actualites` (or `/en/actualites`) of the live site. */
  front: PageData;
  /** The live numbered page just below it, when there is one: the next twelve items. */
  newestNumbered: PageData | null;
  /** The live page data of the items on those two pages, by slug (those the site has). */
  articles: ReadonlyMap<string, PageData>;
}

/** The cards of the live lists, newest first, with their node ids. */
const listedNews = ({ front, newestNumbered }: LiveNewsPages) =>
  [front, ...(newestNumbered ? [newestNumbered] : [])].flatMap((page) => {
    const ids = (page.result.pageContext as { newsIds: string[] }).newsIds;
    return (page.result.data as ListData).news.map((card, index) => ({ card, id: ids[index] }));
  });

export interface NewsPublication {
  article: PageData;
  front: PageData;
  /** The item's line in the news filter's index (public/data/news-<language>.json). */
  indexItem: NewsIndexItem;
  /** The slug of the item listed right after it, before which its line goes; null: first. */
  followedBy: string | null;
}

export type NewsPublicationResult = { publication: NewsPublication } | { skipped: string };

/** Gatsby's node id of an entry, as gatsby-source-strapi makes it (the ESNUM patch keys entries by locale). */
export const newsNodeId = (documentId: string, locale: string) =>
  createNodeId(`STRAPI_NEWS_ARTICLE-${documentId}__${locale}`, 'gatsby-source-strapi');

/** The pictures the live pages already show, by upload URL: the article's two sizes, the card's, the original. */
const knownPictures = (live: LiveNewsPages) => {
  const pictures = new Map<
    string,
    {
      article: NonNullable<NonNullable<ArticleData['item']>['focusImage']>;
      card: Card['focusImage'];
      original: { publicURL: string | null } | null;
    }
  >();
  for (const { card } of listedNews(live)) {
    const item = (live.articles.get(card.slug)?.result.data as ArticleData | undefined)?.item;
    const url = item?.focusImage?.url;
    if (url && !pictures.has(url))
      pictures.set(url, { article: item.focusImage!, card: card.focusImage, original: item.focusImage!.localFile });
  }
  return pictures;
};

const pageDataOf = (like: PageData, pagePath: string, data: unknown, pageContext: Record<string, unknown>): PageData => ({
  componentChunkName: like.componentChunkName,
  path: pagePath,
  result: { data, pageContext },
  staticQueryHashes: like.staticQueryHashes,
  slicesMap: like.slicesMap,
});

/** The cards of `/actualites` that carry the same date as `entry`: their order with it needs their document ids. */
export const listedOnSameDate = (entry: Pick<NewsEntry, 'publishDate'>, live: LiveNewsPages) =>
  (live.front.result.data as ListData).news.filter((card) => entry.publishDate != null && card.publishDate === entry.publishDate);

/**
 * Composes the two pages. `documentIds` gives the document id of the listed items that share the
 * entry's date, by node id (the CMS's answer to the script; none needed otherwise).
 */
export const composeNewsPublication = (
  entry: NewsEntry,
  live: LiveNewsPages,
  languages: readonly Language[],
  documentIds: ReadonlyMap<string, string> = new Map(),
): NewsPublicationResult => {
  const language = entry.locale as Language;
  if (!languages.includes(language)) return { skipped: `the site has no pages in "${entry.locale}"` };
  if (!entry.publishDate) return { skipped: 'the item has no publication date, and the site lists only dated items' };
  const frontData = live.front.result.data as ListData;
  const frontContext = live.front.result.pageContext as { newsIds: string[] } & Record<string, unknown>;
  if (frontData.news.some((card) => card.slug === entry.slug)) return { skipped: 'the site already lists the item (an update)' };
  // Its place on /actualites: before the first item that the build orders after it (an older
  // date, or the same date and a greater document id).
  const publishDate = entry.publishDate;
  let unknownTie = false;
  const position = frontData.news.findIndex((card, index) => {
    if (!card.publishDate || card.publishDate < publishDate) return true;
    if (card.publishDate > publishDate) return false;
    const other = documentIds.get(frontContext.newsIds[index]);
    if (other === undefined) unknownTie = true;
    return other !== undefined && other > entry.documentId;
  });
  if (unknownTie) return { skipped: 'the order of the items listed with the same date is not known' };
  if (position === -1 && frontData.news.length > 0) {
    return { skipped: 'the item is older than every item /actualites lists: it belongs further down the lists' };
  }
  const at = position === -1 ? 0 : position;
  const exemplar = [...live.articles.values()].find((page) => (page.result.pageContext as { language?: string }).language === language);
  if (!exemplar) return { skipped: 'no live news page to take the template from' };

  const pictures = knownPictures(live);
  const picture = entry.focusImage ? pictures.get(entry.focusImage.url) : undefined;
  const shareImage = entry.seo?.shareImage ? pictures.get(entry.seo.shareImage.url) : undefined;
  const id = newsNodeId(entry.documentId, entry.locale);
  const campuses = entry.campus_infos ? entry.campus_infos.map((campus) => ({ name: campus.name, slug: campus.slug })) : null;
  const cardFields = {
    slug: entry.slug,
    title: entry.title,
    publishDate: entry.publishDate,
    summary: entry.summary,
    cat_news: entry.cat_news ? { title: entry.cat_news.title, slug: entry.cat_news.slug } : null,
  };

  // "À lire aussi": the build's rule (plugins/site-pages/related-news.ts) over the listed items,
  // the new one in its place.
  const listed = listedNews(live);
  const relatable = listed.map(({ card, id: nodeId }) => ({
    id: nodeId,
    locale: language,
    publishDate: card.publishDate,
    cat_news: card.cat_news,
  }));
  const placed = [...relatable.slice(0, at), { id, locale: language, publishDate, cat_news: entry.cat_news }, ...relatable.slice(at)];
  const relatedIds = relatedNewsIds(placed, RELATED_NEWS_COUNT).get(id) ?? [];
  const related = relatedIds.flatMap((relatedId) => listed.filter((other) => other.id === relatedId));
  const articlePath = localize(language, routes.newsArticle(entry.slug));
  const alternates = Object.fromEntries(
    [{ locale: entry.locale, slug: entry.slug }, ...(entry.localizations ?? [])]
      .filter((version) => languages.includes(version.locale as Language))
      .map((version) => [version.locale, localize(version.locale as Language, routes.newsArticle(version.slug))]),
  );
  // In the query's order, as Gatsby writes the result.
  const item: ArticleData['item'] = {
    title: entry.title,
    slug: entry.slug,
    publishDate: entry.publishDate,
    updatedAt: entry.updatedAt,
    summary: entry.summary,
    body: entry.body,
    seo: entry.seo
      ? {
          metaTitle: entry.seo.metaTitle,
          metaDescription: entry.seo.metaDescription,
          twitterSite: entry.seo.twitterSite,
          // Components come with their row id, which the query does not ask for.
          metas: entry.seo.metas?.map(({ type, key, value }) => ({ type, key, value })) ?? null,
          shareImage:
            entry.seo.shareImage && shareImage
              ? {
                  url: shareImage.article.url,
                  alternativeText: shareImage.article.alternativeText,
                  width: shareImage.article.width,
                  height: shareImage.article.height,
                  localFile: shareImage.original ? { publicURL: shareImage.original.publicURL } : null,
                }
              : null,
        }
      : null,
    cat_news: cardFields.cat_news,
    campus_infos: campuses,
    focusImage: picture?.article ?? null,
  };
  const articleData: ArticleData = {
    item,
    related: related.map(({ card }) => card),
    locales: (exemplar.result.data as ArticleData).locales,
  };
  const article = pageDataOf(exemplar, articlePath, articleData, {
    id,
    relatedIds: related.map((other) => other.id),
    // As createSitePage gives every page of the news template: the search indexes it.
    searchKind: searchKindOfTemplate('news-article.tsx'),
    ...languageContext(language, articlePath, alternates, languages),
  });

  const card: Card = { ...cardFields, focusImage: picture?.card ?? null };
  const front: PageData = {
    ...live.front,
    result: {
      data: { ...frontData, news: [...frontData.news.slice(0, at), card, ...frontData.news.slice(at)] },
      pageContext: { ...frontContext, newsIds: [...frontContext.newsIds.slice(0, at), id, ...frontContext.newsIds.slice(at)] },
    },
  };

  const indexItem: NewsIndexItem = {
    ...cardFields,
    campus_infos: campuses ?? [],
  };
  return { publication: { article, front, indexItem, followedBy: frontData.news[at]?.slug ?? null } };
};
