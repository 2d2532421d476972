// A news item in a list: title (linked), date, category and summary.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { formatDate } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';

interface NewsCardProps {
  item: Queries.NewsCardFieldsFragment;
  language: Language;
  /** 2 where the list sits right under the page title (the news list), 3 under a section title. */
  headingLevel?: 2 | 3;
}

export const NewsCard = ({ item, language, headingLevel = 3 }: NewsCardProps) => {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="news-card">
      <Heading>
        <Link to={localize(language, routes.newsArticle(item.slug))}>{item.title}</Link>
      </Heading>
      <p className="meta">
        {item.publishDate ? <time dateTime={item.publishDate}>{formatDate(item.publishDate, language)}</time> : null}
        {item.cat_news ? <span> · {item.cat_news.title}</span> : null}
      </p>
      {item.summary ? <p>{item.summary}</p> : null}
    </article>
  );
};

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
