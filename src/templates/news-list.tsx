// `/actualites` (the newest 12 to 23 news items) and `/actualites/page/{n}` (twelve each, numbered
// from the oldest: src/lib/news-pages.ts), newest first on each page. A category or
// campus filter lists every matching news item on /actualites, from the index of all news the
// build writes once per language (src/features/list-filters/news-index.ts): each page only
// carries its own 12.
import React from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { NewsCard } from '@/components/content/news-card';
import { ChevronsLeft, PenLine, RotateCcw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlainDate } from '@/components/ui/date-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { EndTile } from '@/components/ui/end-tile';
import { Grid } from '@/components/ui/grid';
import { Pagination, type PaginationLink } from '@/components/ui/pagination';
import { ClosingCall } from '@/features/popin/closing-call';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { keepPunctuationAttached } from '@/lib/typography';
import { type Language, localize, routes } from '@/lib/routes';
import { newsPagination, type NewsPageRef } from '@/lib/news-pages';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { NoMatch } from '@/features/list-filters/no-match';
import { useQueryFilters } from '@/features/list-filters/use-query-filters';
import { filterSearch } from '@/lib/url-query';
import { NEWS_FILTER_KEYS, type NewsFilterKey, filterNews, filterOptions } from '@/features/list-filters/news-filters';
import { useNewsIndex } from '@/features/list-filters/use-news-index';
import { KEEP_SCROLL } from '@/lib/keep-scroll';
import * as listPage from './list-page.module.css';
import { StaticHtml } from '@/components/ui/static-html';

/**
 * `page` is null on /actualites; `newerPages` as src/lib/news-pages.ts says (newerPagesKnown);
 * `pageMonths`, the months of each numbered page the pagination links (newsPageMonths).
 */
type NewsListContext = SitePageContext & {
  page: number | null;
  newerPages: number;
  pageMonths?: Record<string, string>;
  newsIds: string[];
};

const pageRef = (page: number | null): NewsPageRef => page ?? 'front';
const hrefOf = (language: Language, page: NewsPageRef) => localize(language, page === 'front' ? routes.news() : routes.newsPage(page));

const NewsListTemplate = ({ data, pageContext, location }: PageProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { t } = useTranslation(['news', 'common']);
  const { language, page, newerPages, pageMonths = {} } = pageContext;
  const { values, active, reset } = useQueryFilters(location, NEWS_FILTER_KEYS);
  const index = useNewsIndex(language, active);
  const matches = active ? filterNews(index.items, values) : [];
  // Counts come with the index, which loads with the first filter: before it, the chips show none.
  const countWith = (value: string) =>
    index.status === 'ready' ? filterNews(index.items, { ...values, categorie: value }).length : undefined;
  const fields: Array<FilterField<NewsFilterKey>> = [
    {
      name: 'categorie',
      label: t('category'),
      allLabel: t('common:filters.allFeminine'),
      options: filterOptions(
        data.categories.nodes.map(({ slug, title }) => ({ value: slug, label: title })),
        language,
      ).map((option) => ({ ...option, count: countWith(option.value) })),
      chips: { allCount: countWith(''), countLabel: (count) => t('resultCount', { count }) },
    },
    {
      name: 'campus',
      label: t('campus'),
      options: filterOptions(
        data.campuses.nodes.map(({ slug, name }) => ({ value: slug, label: name })),
        language,
      ),
    },
  ];
  const shown = active ? matches : data.news;
  // The front page opens on the latest news item, wide, with the next two beside it; it holds 12 to
  // 23 items, all in view: a "show more" above the pages read as a second way through the same list
  // (blind reviews).
  const featured = page === null && !active;
  const pagination = newsPagination(pageRef(page), newerPages);
  const ownMonths = page !== null ? pageMonths[page] : undefined;
  // The page's own news, newest first.
  const [newestDate, oldestDate] = [data.news[0]?.publishDate, data.news.at(-1)?.publishDate];
  const link = (ref: NewsPageRef): PaginationLink =>
    ref === 'front'
      ? { href: hrefOf(language, ref), text: t('front'), name: t('frontName'), current: page === null, icon: ChevronsLeft }
      : {
          href: hrefOf(language, ref),
          text: pageMonths[ref] ?? String(ref),
          short: pageMonths[ref] ? String(ref) : undefined,
          name: pageMonths[ref] ? t('pageMonths', { page: ref, months: pageMonths[ref] }) : t('page', { page: ref }),
          current: page === ref,
        };
  const card = (item: (typeof shown)[number], position: number) => {
    // Nothing but the filters (no heading) stands between the page title and the news.
    const newsCard = (
      <NewsCard
        item={item}
        language={language}
        headingLevel={2}
        variant={featured && position === 0 ? 'featured' : 'compact'}
        priority={position === 0}
      />
    );
    // The page's own news are kept as the server wrote them (docs/architecture.md, "Hydration");
    // a filter's results are drawn in the browser.
    return <li key={item.slug}>{active ? newsCard : <StaticHtml content={item}>{newsCard}</StaticHtml>}</li>;
  };
  return (
    <>
      <header className={listPage.header}>
        {/* A numbered page is titled by its months, as its button is ("Actualités – page 2" over
            news of April to August read as the system's numbering, not the reader's). */}
        <h1 className={listPage.title}>
          {page === null ? t('title') : ownMonths ? t('monthsTitle', { months: ownMonths }) : t('pageTitle', { page })}
        </h1>
        <p className={listPage.lead}>
          {/* A numbered page says which weeks it holds: its number alone, counted from the oldest, did not. */}
          {page !== null && oldestDate && newestDate ? (
            <>
              {t('rangeBefore')} <PlainDate date={oldestDate} language={language} /> {t('rangeBetween')}{' '}
              <PlainDate date={newestDate} language={language} />.
            </>
          ) : (
            keepPunctuationAttached(t('lead'))
          )}
        </p>
      </header>
      <FilterForm
        label={t('filters')}
        pathname={localize(language, routes.news())}
        fields={fields}
        values={values}
        active={active}
        resultCount={index.status === 'ready' ? matches.length : null}
        resultsLabel={(count) => t('resultCount', { count })}
        onApply={(changes) =>
          void navigate(`${localize(language, routes.news())}${filterSearch(location.search, changes)}`, { state: KEEP_SCROLL })
        }
        onReset={reset}
      />
      {active && index.status === 'loading' ? (
        <p role="status" className={listPage.empty}>
          {t('indexLoading')}
        </p>
      ) : null}
      {active && index.status === 'error' ? (
        <div role="alert">
          <EmptyState
            icon={WifiOff}
            title={t('indexError')}
            action={
              <Button variant="secondary" onClick={index.retry} iconStart={RotateCcw}>
                {t('indexRetry')}
              </Button>
            }
          />
        </div>
      ) : null}
      {shown.length === 0 && (!active || index.status === 'ready') ? (
        <NoMatch title={t('empty')} hint={active ? t('emptyHint') : undefined} onReset={active ? reset : undefined} />
      ) : null}
      {shown.length > 0 ? (
        <Grid
          as="ul"
          columns={3}
          featured={featured}
          end={
            // Where the page's last row leaves room: the blog, the school's other voice.
            <EndTile
              icon={PenLine}
              to={localize(language, routes.blog())}
              title={t('endTile.title')}
              text={t('endTile.text')}
              action={t('endTile.action')}
            />
          }
        >
          {shown.map(card)}
        </Grid>
      ) : null}
      {!active ? (
        <>
          <Pagination
            label={t('pagination')}
            entries={pagination.entries.map((entry) => (entry === 'gap' ? entry : link(entry)))}
            previous={pagination.newer !== null ? { href: hrefOf(language, pagination.newer), label: t('previous') } : null}
            next={pagination.older !== null ? { href: hrefOf(language, pagination.older), label: t('next') } : null}
          />
          {page !== null && !ownMonths ? <p className={listPage.pagesNote}>{keepPunctuationAttached(t('pagesNote'))}</p> : null}
        </>
      ) : null}
      <StaticHtml content={language}>
        <ClosingCall language={language} context="news" />
      </StaticHtml>
    </>
  );
};

export default NewsListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { language, page, newerPages, pageMonths = {} } = pageContext;
  const ownMonths = page !== null ? pageMonths[page] : undefined;
  const { newer, older } = newsPagination(pageRef(page), newerPages);
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={
        page === null
          ? localeText(data.locales, 'news', 'title')
          : ownMonths
            ? localeText(data.locales, 'news', 'monthsTitle').replace('{{months}}', ownMonths)
            : localeText(data.locales, 'news', 'pageTitle').replace('{{page}}', String(page))
      }
      description={localeText(data.locales, 'news', 'metaDescription')}
      parents={page !== null ? [{ name: localeText(data.locales, 'news', 'title'), route: routes.news() }] : []}
    >
      {newer !== null ? <link rel="prev" href={hrefOf(language, newer)} /> : null}
      {older !== null ? <link rel="next" href={hrefOf(language, older)} /> : null}
    </SeoHead>
  );
};

export const query = graphql`
  query NewsListTemplate($language: String!, $newsIds: [String!]!) {
    news: newsArticlesByIds(ids: $newsIds) {
      ...NewsCardFields
    }
    categories: allStrapiNewsCategory(filter: { locale: { eq: $language } }, sort: { slug: ASC }) {
      nodes {
        slug
        title
      }
    }
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }, sort: { slug: ASC }) {
      nodes {
        slug
        name
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
