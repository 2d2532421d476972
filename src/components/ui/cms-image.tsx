// A CMS picture as plain HTML: a <picture> with AVIF and WebP sources and a JPEG/PNG fallback in
// every size gatsby-plugin-sharp made (the formats are its defaults in gatsby-config), explicit
// width and height (no layout shift), native lazy loading, and the blurred placeholder as the
// image's background. gatsby-plugin-image's own component is not used: it needs a script per image
// and a runtime chunk (with react-dom/server) on every page, and its lazy markup (data-src, a
// role="presentation" sizer) is not valid HTML. Only its image data is used.
// The alternative text comes from the CMS; an image without one is decorative (empty alt).
// Art direction: `phone` is the same picture cropped for a phone (a band rather than a 16:9
// frame), offered first under PHONE_MEDIA, so a phone downloads the crop it shows and no more.
// `ImagePreload` puts the first screen's picture in the page's head, ahead of the style sheets.
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './cms-image.module.css';

interface CmsMedia {
  alternativeText?: string | null;
  localFile?: {
    childImageSharp?: {
      gatsbyImageData: IGatsbyImageData;
      /** The phone's crop, queried as an alias: `phone: gatsbyImageData(aspectRatio: 2.4 …)`. */
      phone?: IGatsbyImageData | null;
    } | null;
  } | null;
}

// React 18 does not know fetchPriority yet; the lower-case attribute is what HTML reads.
const HIGH_PRIORITY = { fetchpriority: 'high' };

/** Where the phone's crop applies: the single-column layout of a phone. */
export const PHONE_MEDIA = '(max-width: 639px)';
const WIDER_MEDIA = '(min-width: 640px)';

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

/** The sources of a picture: the phone's crop first (each format under PHONE_MEDIA), then the others. */
const pictureSources = (image: IGatsbyImageData, phone: IGatsbyImageData | null | undefined, sizes: string | undefined) => {
  const fallbackSizes = sizes ?? image.images.fallback?.sizes;
  const phoneSources = phone
    ? [
        ...(phone.images.sources ?? []).map((source) => ({ ...source, media: PHONE_MEDIA, sizes: '100vw' })),
        ...(phone.images.fallback?.srcSet
          ? [{ type: undefined, srcSet: phone.images.fallback.srcSet, media: PHONE_MEDIA, sizes: '100vw' }]
          : []),
      ]
    : [];
  const wideSources = (image.images.sources ?? []).map((source) => ({
    ...source,
    media: undefined,
    sizes: sizes ?? source.sizes ?? fallbackSizes,
  }));
  return [...phoneSources, ...wideSources];
};

export const CmsImage = ({ media, priority = false, sizes }: CmsImageProps) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  const phone = media?.localFile?.childImageSharp?.phone;
  const fallback = image?.images.fallback;
  if (!image || !fallback) return null;
  const { width, height } = intrinsicSize(image);
  const placeholder = image.placeholder?.fallback;
  const className = [styles.image, image.layout === 'fullWidth' ? styles.fullWidth : '', placeholder ? styles.placeholder : '']
    .filter(Boolean)
    .join(' ');
  const fetchPriority = priority ? HIGH_PRIORITY : {};
  return (
    <picture>
      {pictureSources(image, phone, sizes).map((source) => (
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

/**
 * Preloads the first screen's picture from the page's head (a Gatsby `Head`), with high priority:
 * in the body it is found only after the inlined style sheets. The first source's format (AVIF)
 * and the same srcset and sizes as the picture, so the preload is the file the picture then uses;
 * with a phone crop, one link per media, so each screen fetches one file.
 */
export const ImagePreload = ({ media, sizes }: { media: CmsMedia | null | undefined; sizes?: string }) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  if (!image?.images.fallback) return null;
  const phone = media?.localFile?.childImageSharp?.phone;
  const [wide] = pictureSources(image, undefined, sizes);
  const [phoneFirst] = phone ? pictureSources(image, phone, sizes) : [];
  const preloads = phoneFirst && wide ? [phoneFirst, { ...wide, media: WIDER_MEDIA }] : wide ? [wide] : [];
  return (
    <>
      {preloads.map((source) => (
        <link
          key={source.media ?? 'all'}
          rel="preload"
          as="image"
          type={source.type}
          media={source.media}
          imageSrcSet={source.srcSet}
          imageSizes={source.sizes}
          {...HIGH_PRIORITY}
        />
      ))}
    </>
  );
};
