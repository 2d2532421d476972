// A CMS picture with a crop of its own for phones (art direction): `phone` is the same picture
// queried again as a 16:9 or a 3:2 frame (`phone: gatsbyImageData(aspectRatio: 1.7777778 …)`),
// offered first, in every format, under PHONE_MEDIA, so a phone downloads the crop it shows;
// wider screens get the picture itself. For the first screen's pictures (heroes, an article's).
// <ArtDirectedImage media={programme.image} priority />
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { type CmsMedia, CmsImage, type PictureSource, formatSources } from './cms-image';

/** Where the phone's crop applies: the single-column layout of a phone. */
export const PHONE_MEDIA = '(max-width: 639px)';

/** The sources of a picture: the phone's crop first (each format under PHONE_MEDIA), then the others. */
export const pictureSources = (image: IGatsbyImageData, phone: IGatsbyImageData | null | undefined, sizes: string | undefined) => {
  const phoneSources: PictureSource[] = phone
    ? [
        ...(phone.images.sources ?? []).map((source) => ({ ...source, media: PHONE_MEDIA, sizes: '100vw' })),
        ...(phone.images.fallback?.srcSet ? [{ srcSet: phone.images.fallback.srcSet, media: PHONE_MEDIA, sizes: '100vw' }] : []),
      ]
    : [];
  return [...phoneSources, ...formatSources(image, sizes)];
};

export const ArtDirectedImage = ({
  media,
  priority,
  sizes,
}: {
  media: CmsMedia | null | undefined;
  priority?: boolean;
  sizes?: string;
}) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  const phone = media?.localFile?.childImageSharp?.phone;
  return <CmsImage media={media} priority={priority} sizes={sizes} sources={image ? pictureSources(image, phone, sizes) : undefined} />;
};
