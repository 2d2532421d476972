// A news item in a list: title (linked), date, category and summary.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { formatDate } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';

export const NewsCard = ({ item, language }: { item: Queries.NewsCardFieldsFragment; language: Language }) => (
  <article className="news-card">
    <h3>
      <Link to={localize(language, routes.newsArticle(item.slug))}>{item.title}</Link>
    </h3>
    <p className="meta">
      {item.publishDate ? <time dateTime={item.publishDate}>{formatDate(item.publishDate, language)}</time> : null}
      {item.cat_news ? <span> · {item.cat_news.title}</span> : null}
    </p>
    {item.summary ? <p>{item.summary}</p> : null}
  </article>
);

export const query = graphql`
  fragment NewsCardFields on STRAPI_NEWS_ARTICLE {
    slug
    title
    publishDate
    summary
    cat_news {
      title
      slug
    }
  }
`;
