// `/actualites` and `/actualites/page/{n}`: news, 12 per page, newest first.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import { NewsCard } from '@/components/content/news-card';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

type NewsListContext = SitePageContext & { page: number; pageCount: number };

const NewsListTemplate = ({ data, pageContext }: PageProps<Queries.NewsListTemplateQuery, NewsListContext>) => {
  const { t } = useTranslation('news');
  const { language, page, pageCount } = pageContext;
  const pageUrl = (n: number) => localize(language, routes.newsPage(n));
  return (
    <>
      <h1>{page > 1 ? t('pageTitle', { page }) : t('title')}</h1>
      {data.news.nodes.length === 0 ? <p>{t('empty')}</p> : null}
      {data.news.nodes.map((item) => (
        <NewsCard key={item.slug} item={item} language={language} />
      ))}
      {pageCount > 1 ? (
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

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsListTemplateQuery, NewsListContext>) => (
  <PageHead
    language={pageContext.language}
    title={
      pageContext.page > 1
        ? localeText(data.locales, 'news', 'pageTitle').replace('{{page}}', String(pageContext.page))
        : localeText(data.locales, 'news', 'title')
    }
  />
);

export const query = graphql`
  query NewsListTemplate($language: String!, $limit: Int!, $skip: Int!) {
    news: allStrapiNewsArticle(
      filter: { locale: { eq: $language }, publishDate: { ne: null } }
      sort: { publishDate: DESC }
      limit: $limit
      skip: $skip
    ) {
      nodes {
        ...NewsCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
