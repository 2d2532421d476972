// A CMS picture through gatsby-plugin-image: responsive sizes, AVIF and WebP (the formats are
// gatsby-plugin-sharp defaults in gatsby-config), a blurred placeholder and explicit dimensions.
// The alternative text comes from the CMS; an image without one is decorative (empty alt).
import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsMedia {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface CmsImageProps {
  media: CmsMedia | null | undefined;
  className?: string;
  /**
   * The largest image of the first screen: loaded at once with high fetch priority, since it
   * decides the Largest Contentful Paint. Every other image loads lazily.
   */
  priority?: boolean;
}

export const CmsImage = ({ media, className, priority = false }: CmsImageProps) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  if (!image) return null;
  // GatsbyImage passes unknown props to its <img>: the lower-case attribute is what HTML reads.
  const fetchPriority = priority ? { fetchpriority: 'high' } : {};
  return (
    <GatsbyImage image={image} alt={media?.alternativeText ?? ''} className={className} loading={priority ? 'eager' : 'lazy'} {...fetchPriority} />
  );
};
