// Page-builder block: the latest news (published ones, newest first), as many as the block asks.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { NewsCard } from '@/components/content/news-card';
import { type Language, localize, routes } from '@/lib/routes';
import { useLatestNews } from '@/content/latest-news';

/** The CMS lets a news block ask for 12 items at most (as many as the build keeps). */
const MAX_NEWS = 12;
const DEFAULT_NEWS = 3;

export const NewsList = ({ block, language }: { block: Queries.SectionNewsListFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const limit = Math.min(Math.max(block.limit ?? DEFAULT_NEWS, 1), MAX_NEWS);
  const news = useLatestNews(language).slice(0, limit);
  return (
    <section className="section-news">
      <h2>{block.title || t('news.title')}</h2>
      {news.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <ul className="news-list">
          {news.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} language={language} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={localize(language, routes.news())}>{t('news.all')}</Link>
      </p>
    </section>
  );
};

export const query = graphql`
  fragment SectionNewsListFields on STRAPI__COMPONENT_SECTIONS_NEWS_LIST {
    title
    limit
  }
`;
