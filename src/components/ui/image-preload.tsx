// Preloads the first screen's CMS picture from a page's Gatsby `Head`, with high priority: in the
// body it is found only after the inlined style sheets. Apart from CmsImage, which every page
// carries, so that only the templates that preload a picture carry this.
// <SeoHead …><ImagePreload media={programme.image} /></SeoHead>
import React from 'react';
import { pictureSources } from './art-directed-image';
import { type CmsMedia, HIGH_PRIORITY } from './cms-image';

/** The screens that do not get the phone's crop: PHONE_MEDIA (art-directed-image.tsx) ends at 639 px. */
const WIDER_MEDIA = '(min-width: 640px)';

/**
 * The first source's format (AVIF) and the same srcset and sizes as the picture, so the preload
 * is the file the picture then uses (the fallback's when the picture has no other format); with a
 * phone crop, one link per media, so each screen fetches one file.
 */
export const ImagePreload = ({ media, sizes }: { media: CmsMedia | null | undefined; sizes?: string }) => {
  const image = media?.localFile?.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  if (!image || !fallback?.srcSet) return null;
  const phone = media?.localFile?.childImageSharp?.phone;
  const [wide = { srcSet: fallback.srcSet, sizes: sizes ?? fallback.sizes }] = pictureSources(image, undefined, sizes);
  const [phoneFirst] = phone ? pictureSources(image, phone, sizes) : [];
  const preloads = phoneFirst ? [phoneFirst, { ...wide, media: WIDER_MEDIA }] : [wide];
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
