// A CMS picture through gatsby-plugin-image: responsive sizes and a placeholder. The alternative
// text comes from the CMS; an image without one is decorative (empty alt).
import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsMedia {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface CmsImageProps {
  media: CmsMedia | null | undefined;
  className?: string;
  loading?: 'eager' | 'lazy';
}

export const CmsImage = ({ media, className, loading = 'lazy' }: CmsImageProps) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  if (!image) return null;
  return <GatsbyImage image={image} alt={media?.alternativeText ?? ''} className={className} loading={loading} />;
};
