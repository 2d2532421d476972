// `/actualites` and `/actualites/page/{n}`: news, 12 per page, newest first. A category or
// campus filter lists every matching news item on /actualites: each page holds the list of all
// news (without pictures, so it stays light) and shows its slice of 12.
import React from 'react';
import { graphql, Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { NewsCard } from '@/components/content/news-card';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';
import { FilterForm, type FilterField } from '@/features/list-filters/filter-form';
import { filterSearch, useQueryFilters } from '@/features/list-filters/use-query-filters';
import { NEWS_FILTER_KEYS, type NewsFilterKey, filterNews, newsFilterOptions } from '@/features/list-filters/news-filters';

type NewsListContext = SitePageContext & { page: number; pageCount: number; limit: number; skip: number };

const NewsListTemplate = ({ data, pageContext, location }: PageProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { t } = useTranslation('news');
  const { language, page, pageCount, limit, skip } = pageContext;
  const pageUrl = (n: number) => localize(language, routes.newsPage(n));
  const { values, active, apply, reset } = useQueryFilters(location, NEWS_FILTER_KEYS);
  const index = data.index.nodes;
  const matches = active ? filterNews(index, values) : [];
  const options = newsFilterOptions(index, language);
  const fields: Array<FilterField<NewsFilterKey>> = [
    { name: 'categorie', label: t('category'), options: options.categories },
    { name: 'campus', label: t('campus'), options: options.campuses },
  ];
  // One query serves the page and the filters: the page is its slice of the index.
  const shown = active ? matches : index.slice(skip, skip + limit);
  return (
    <>
      <h1>{page > 1 ? t('pageTitle', { page }) : t('title')}</h1>
      <FilterForm
        label={t('filters')}
        pathname={localize(language, routes.news())}
        fields={fields}
        values={values}
        active={active}
        resultCount={matches.length}
        onApply={(changes) => void navigate(`${localize(language, routes.news())}${filterSearch(location.search, changes)}`)}
        onReset={reset}
      />
      {shown.length === 0 ? <p>{t('empty')}</p> : null}
      {shown.map((item) => (
        // Nothing but the filters (no heading) stands between the page title and the news.
        <NewsCard key={item.slug} item={item} language={language} headingLevel={2} />
      ))}
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
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
              <li key={n}>
                <Link to={pageUrl(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('page', { page: n })}>
                  {n}
                </Link>
              </li>
            ))}
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
  query NewsListTemplate($language: String!) {
    index: allStrapiNewsArticle(filter: { locale: { eq: $language }, publishDate: { ne: null } }, sort: { publishDate: DESC }) {
      nodes {
        ...NewsCardFields
        campus_infos {
          name
          slug
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
