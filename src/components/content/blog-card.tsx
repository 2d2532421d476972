// A blog post in a list, as an image card: its cover, title (the card's link), author and date, and
// its summary. `featured` is the wide card that opens the blog.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { PlainDate } from '@/components/ui/date-badge';
import { type Language, localize, routes } from '@/lib/routes';
import { CardSummary } from './card-summary';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const FEATURED_SIZES = '(min-width: 1024px) 820px, 100vw';

interface BlogCardProps {
  post: Queries.BlogCardFieldsFragment;
  language: Language;
  headingLevel?: 2 | 3;
  variant?: 'default' | 'featured' | 'compact';
  priority?: boolean;
}

export const BlogCard = ({ post, language, headingLevel = 3, variant = 'default', priority = false }: BlogCardProps) => {
  const { t } = useTranslation('blog');
  return (
    <Card
      title={post.title}
      to={localize(language, routes.blogPost(post.slug))}
      level={headingLevel}
      image={
        hasPicture(post.cover) ? (
          <CmsImage media={post.cover} sizes={variant === 'featured' ? FEATURED_SIZES : CARD_SIZES} priority={priority} />
        ) : undefined
      }
      band
      ratio="3 / 2"
      compact={variant === 'compact'}
      featured={variant === 'featured'}
      meta={
        <>
          {post.author ? <span>{t('by', { author: post.author })}</span> : null}
          {post.publishDate ? <PlainDate date={post.publishDate} language={language} /> : null}
        </>
      }
      actionLabel={t('read')}
    >
      <CardSummary text={post.summary} />
    </Card>
  );
};

export const query = graphql`
  fragment BlogCardFields on STRAPI_BLOG_POST {
    slug
    title
    author
    publishDate
    summary
    cover {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [320, 640, 960], placeholder: NONE)
        }
      }
    }
  }
`;
