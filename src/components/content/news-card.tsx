// A news item in a list, as an image card: its picture, category, title (the card's link), date and
// summary. `featured` is the wide card that opens the news list; `compact` a row with a thumbnail
// on a phone. A news item from the filter's index has no picture: it gets the brand's drawn band
// instead, so that cards in a row keep one shape.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'gatsby';
import { Card } from '@/components/ui/card';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { Tag } from '@/components/ui/tag';
import { PlainDate } from '@/components/ui/date-badge';
import { type Language, localize, routes } from '@/lib/routes';
import { CardSummary } from './card-summary';

/** How wide each card's picture is drawn: a third of the page on a wide screen, half on a tablet. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const FEATURED_SIZES = '(min-width: 1024px) 820px, 100vw';

interface NewsCardProps {
  /** From a page query, or from the filter's index, which has no pictures. */
  item: Omit<Queries.NewsCardFieldsFragment, 'focusImage'> & { focusImage?: Queries.NewsCardFieldsFragment['focusImage'] };
  language: Language;
  /** 2 where the list sits right under the page title (the news list), 3 under a section title. */
  headingLevel?: 2 | 3;
  variant?: 'default' | 'featured' | 'compact';
  /** The first screen's card: its picture loads at once. */
  priority?: boolean;
}

export const NewsCard = ({ item, language, headingLevel = 3, variant = 'default', priority = false }: NewsCardProps) => {
  const { t } = useTranslation('common');
  return (
    <Card
      title={item.title}
      to={localize(language, routes.newsArticle(item.slug))}
      level={headingLevel}
      image={
        hasPicture(item.focusImage) ? (
          <CmsImage media={item.focusImage} sizes={variant === 'featured' ? FEATURED_SIZES : CARD_SIZES} priority={priority} />
        ) : undefined
      }
      band
      ratio="3 / 2"
      compact={variant === 'compact'}
      featured={variant === 'featured'}
      tag={item.cat_news ? <Tag tone="brand">{item.cat_news.title}</Tag> : undefined}
      meta={item.publishDate ? <PlainDate date={item.publishDate} language={language} /> : undefined}
      // As a blog card says "Lire l'article": every card of the news and the blog ends on its cue.
      actionLabel={t('readMore')}
    >
      <CardSummary text={item.summary} />
    </Card>
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
    # No placeholder: the latest news travel in a static query of every page with a news block.
    focusImage {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [320, 640, 960], placeholder: NONE)
        }
      }
    }
  }
`;
