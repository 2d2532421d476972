// A CMS picture as plain HTML: a <picture> with AVIF and WebP sources and a JPEG/PNG fallback in
// every size gatsby-plugin-sharp made (the formats are its defaults in gatsby-config), explicit
// width and height (no layout shift), native lazy loading, and the blurred placeholder as the
// image's background. gatsby-plugin-image's own component is not used: it needs a script per image
// and a runtime chunk (with react-dom/server) on every page, and its lazy markup (data-src, a
// role="presentation" sizer) is not valid HTML. Only its image data is used.
// The alternative text comes from the CMS; an image without one is decorative (empty alt).
// A crop of its own for phones is ArtDirectedImage (art-directed-image.tsx), and ImagePreload
// (image-preload.tsx) puts the first screen's picture in the page's head: apart, so that the pages
// without them (the home page) do not carry them.
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './cms-image.module.css';

export interface CmsMedia {
  alternativeText?: string | null;
  localFile?: {
    childImageSharp?: {
      gatsbyImageData: IGatsbyImageData;
      /** The phone's crop, queried as an alias: `phone: gatsbyImageData(aspectRatio: 1.7777778 …)`. */
      phone?: IGatsbyImageData | null;
    } | null;
  } | null;
}

// React 18 does not know fetchPriority yet; the lower-case attribute is what HTML reads.
export const HIGH_PRIORITY = { fetchpriority: 'high' };

interface CmsImageProps {
  media: CmsMedia | null | undefined;
  /**
   * The largest image of the first screen: loaded at once with high fetch priority, since it
   * decides the Largest Contentful Paint. Every other image loads lazily.
   */
  priority?: boolean;
  /**
   * How wide the picture is drawn, for the browser's choice of file ("(min-width: 1024px) 400px,
   * 100vw"); gatsby-plugin-sharp's default assumes the file's own width.
   */
  sizes?: string;
  /** The <source> elements, when the caller chooses them (ArtDirectedImage); the image's own formats by default. */
  sources?: PictureSource[];
}

export interface PictureSource {
  type?: string;
  media?: string;
  srcSet: string;
  sizes?: string;
}

/** The image's formats (AVIF, WebP), drawn at `sizes` when given. */
export const formatSources = (image: IGatsbyImageData, sizes: string | undefined): PictureSource[] =>
  (image.images.sources ?? []).map((source) => ({ ...source, sizes: sizes ?? source.sizes ?? image.images.fallback?.sizes }));

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

/** Whether CmsImage draws anything for this media: a caller keeps its frame (or draws the brand band) on it. */
export const hasPicture = (media: CmsMedia | null | undefined) =>
  Boolean(media?.localFile?.childImageSharp?.gatsbyImageData.images.fallback);

export const CmsImage = ({ media, priority = false, sizes, sources }: CmsImageProps) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  if (!image || !fallback) return null; // what hasPicture reports to callers that keep a frame
  const { width, height } = intrinsicSize(image);
  const placeholder = image.placeholder?.fallback;
  const className = [styles.image, image.layout === 'fullWidth' ? styles.fullWidth : '', placeholder ? styles.placeholder : '']
    .filter(Boolean)
    .join(' ');
  const fetchPriority = priority ? HIGH_PRIORITY : {};
  return (
    <picture>
      {(sources ?? formatSources(image, sizes)).map((source) => (
        <source
          key={`${source.media ?? 'all'}-${source.type ?? 'fallback'}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={sizes ?? fallback.sizes}
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
