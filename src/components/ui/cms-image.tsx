// A CMS picture as plain HTML: a <picture> with AVIF and WebP sources and a JPEG/PNG fallback in
// every size gatsby-plugin-sharp made (the formats are its defaults in gatsby-config), explicit
// width and height (no layout shift), native lazy loading, and the blurred placeholder as the
// image's background. gatsby-plugin-image's own component is not used: it needs a script per image
// and a runtime chunk (with react-dom/server) on every page, and its lazy markup (data-src, a
// role="presentation" sizer) is not valid HTML. Only its image data is used.
// The alternative text comes from the CMS; an image without one is decorative (empty alt).
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './cms-image.module.css';

interface CmsMedia {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface CmsImageProps {
  media: CmsMedia | null | undefined;
  /**
   * The largest image of the first screen: loaded at once with high fetch priority, since it
   * decides the Largest Contentful Paint. Every other image loads lazily.
   */
  priority?: boolean;
}

/** The widest candidate of a srcset ("a.jpg 480w, b.jpg 960w" → 960), or null. */
const widestCandidate = (srcSet: string | undefined) => {
  const widths = (srcSet ?? '').match(/\s(\d+)w\b/g)?.map((candidate) => Number.parseInt(candidate, 10)) ?? [];
  return widths.length > 0 ? Math.max(...widths) : null;
};

/**
 * Pixel width and height for the attributes. Full-width image data only gives an aspect ratio
 * (width 1): its widest file gives the pixels.
 */
export const intrinsicSize = (image: IGatsbyImageData) => {
  if (image.layout !== 'fullWidth') return { width: image.width, height: image.height };
  const width = widestCandidate(image.images.fallback?.srcSet) ?? 1200;
  return { width, height: Math.round((width * image.height) / image.width) };
};

export const CmsImage = ({ media, priority = false }: CmsImageProps) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  if (!image || !fallback) return null;
  const { width, height } = intrinsicSize(image);
  const placeholder = image.placeholder?.fallback;
  const className = [styles.image, image.layout === 'fullWidth' ? styles.fullWidth : '', placeholder ? styles.placeholder : '']
    .filter(Boolean)
    .join(' ');
  // React 18 does not know fetchPriority yet; the lower-case attribute is what HTML reads.
  const fetchPriority = priority ? { fetchpriority: 'high' } : {};
  return (
    <picture>
      {image.images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes ?? fallback.sizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.sizes}
        width={width}
        height={height}
        alt={media?.alternativeText ?? ''}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
        style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
        {...fetchPriority}
      />
    </picture>
  );
};
