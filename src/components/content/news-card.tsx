// A news item in a list, as an image card: its picture, category, title (the card's link), date and
// summary, cut to three lines.
import React from 'react';
import { graphql } from 'gatsby';
import { Card } from '@/components/ui/card';
import { CmsImage } from '@/components/ui/cms-image';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/dates';
import { type Language, localize, routes } from '@/lib/routes';
import * as styles from './cards.module.css';

interface NewsCardProps {
  /** From a page query, or from the filter's index, which has no pictures. */
  item: Omit<Queries.NewsCardFieldsFragment, 'focusImage'> & { focusImage?: Queries.NewsCardFieldsFragment['focusImage'] };
  language: Language;
  /** 2 where the list sits right under the page title (the news list), 3 under a section title. */
  headingLevel?: 2 | 3;
}

export const NewsCard = ({ item, language, headingLevel = 3 }: NewsCardProps) => (
  <Card
    title={item.title}
    to={localize(language, routes.newsArticle(item.slug))}
    level={headingLevel}
    image={<CmsImage media={item.focusImage} />}
    ratio="3 / 2"
    tag={item.cat_news ? <Tag tone="brand">{item.cat_news.title}</Tag> : undefined}
    meta={item.publishDate ? <time dateTime={item.publishDate}>{formatDate(item.publishDate, language)}</time> : undefined}
  >
    {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
  </Card>
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
    # No placeholder: the latest news travel in a static query of every page with a news block.
    focusImage {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, breakpoints: [320, 480], placeholder: NONE)
        }
      }
    }
  }
`;
