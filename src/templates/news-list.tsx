// `/actualites` and `/actualites/page/{n}`: news, 12 per page, newest first. A category or
// campus filter lists every matching news item on /actualites, from the index of all news the
// build writes once per language (src/features/list-filters/news-index.ts): each page only
// carries its own 12.
import React from 'react';
import { graphql, Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { NewsCard } from '@/components/content/news-card';
import { Grid } from '@/components/ui/grid';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { paginationWindow } from '@/lib/pagination';
import { localize, routes } from '@/lib/routes';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { filterSearch, useQueryFilters } from '@/features/list-filters/use-query-filters';
import { NEWS_FILTER_KEYS, type NewsFilterKey, filterNews, filterOptions } from '@/features/list-filters/news-filters';
import { useNewsIndex } from '@/features/list-filters/use-news-index';
import { KEEP_SCROLL } from '@/lib/keep-scroll';

type NewsListContext = SitePageContext & { page: number; pageCount: number; newsIds: string[] };

const NewsListTemplate = ({ data, pageContext, location }: PageProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { t } = useTranslation('news');
  const { language, page, pageCount } = pageContext;
  const pageUrl = (n: number) => localize(language, routes.newsPage(n));
  const { values, active, reset } = useQueryFilters(location, NEWS_FILTER_KEYS);
  const index = useNewsIndex(language, active);
  const matches = active ? filterNews(index.items, values) : [];
  const fields: Array<FilterField<NewsFilterKey>> = [
    {
      name: 'categorie',
      label: t('category'),
      options: filterOptions(
        data.categories.nodes.map(({ slug, title }) => ({ value: slug, label: title })),
        language,
      ),
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
  return (
    <>
      <h1>{page > 1 ? t('pageTitle', { page }) : t('title')}</h1>
      <FilterForm
        label={t('filters')}
        pathname={localize(language, routes.news())}
        fields={fields}
        values={values}
        active={active}
        resultCount={index.status === 'ready' ? matches.length : null}
        onApply={(changes) =>
          void navigate(`${localize(language, routes.news())}${filterSearch(location.search, changes)}`, { state: KEEP_SCROLL })
        }
        onReset={reset}
      />
      {active && index.status === 'loading' ? <p role="status">{t('indexLoading')}</p> : null}
      {active && index.status === 'error' ? (
        <p role="alert">
          {t('indexError')}{' '}
          <button type="button" onClick={index.retry}>
            {t('indexRetry')}
          </button>
        </p>
      ) : null}
      {shown.length === 0 && (!active || index.status === 'ready') ? <p>{t('empty')}</p> : null}
      {shown.length > 0 ? (
        <Grid as="ul" columns={3}>
          {shown.map((item) => (
            <li key={item.slug}>
              {/* Nothing but the filters (no heading) stands between the page title and the news. */}
              <NewsCard item={item} language={language} headingLevel={2} />
            </li>
          ))}
        </Grid>
      ) : null}
      {pageCount > 1 && !active ? (
        <nav aria-label={t('pagination')}>
          <ul className="pagination">
            {page > 1 ? (
              <li>
                <Link to={pageUrl(page - 1)} rel="prev">
                  {t('previous')}
                </Link>
              </li>
            ) : null}
            {paginationWindow(page, pageCount).map((n, position) =>
              n === 'gap' ? (
                // Pages left out between two numbers: nothing to announce or to reach.
                <li key={`gap-${position}`} aria-hidden="true" className="pagination-gap">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link to={pageUrl(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('page', { page: n })}>
                    {n}
                  </Link>
                </li>
              ),
            )}
            {page < pageCount ? (
              <li>
                <Link to={pageUrl(page + 1)} rel="next">
                  {t('next')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
};

export default NewsListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { language, page, pageCount } = pageContext;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={
        page > 1
          ? localeText(data.locales, 'news', 'pageTitle').replace('{{page}}', String(page))
          : localeText(data.locales, 'news', 'title')
      }
      description={localeText(data.locales, 'news', 'metaDescription')}
      parents={page > 1 ? [{ name: localeText(data.locales, 'news', 'title'), route: routes.news() }] : []}
    >
      {page > 1 ? <link rel="prev" href={localize(language, routes.newsPage(page - 1))} /> : null}
      {page < pageCount ? <link rel="next" href={localize(language, routes.newsPage(page + 1))} /> : null}
    </SeoHead>
  );
};

export const query = graphql`
  query NewsListTemplate($language: String!, $newsIds: [String!]!) {
    news: newsArticlesByIds(ids: $newsIds) {
      ...NewsCardFields
    }
    categories: allStrapiNewsCategory(filter: { locale: { eq: $language } }) {
      nodes {
        slug
        title
      }
    }
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }) {
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
