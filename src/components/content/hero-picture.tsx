// A detail page's hero picture (programme, campus, job profile): the first screen's picture, across
// the hero's right side from 1024 px (a 16:9 picture covering about 54rem by the panel's height),
// full width below, with a 16:9 crop of its own on a phone. One fragment,
// so that the three heroes get the same files; ImagePreload puts the same picture in the page's head.
// <PageHero media={hasPicture(programme.image) ? <HeroPicture media={programme.image} /> : undefined} … />
import React from 'react';
import { graphql } from 'gatsby';
import { ArtDirectedImage } from '@/components/ui/art-directed-image';
import type { CmsMedia } from '@/components/ui/cms-image';

export const HeroPicture = ({ media }: { media: CmsMedia | null | undefined }) => <ArtDirectedImage media={media} priority />;

export const query = graphql`
  fragment HeroPictureFields on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 720, 960], sizes: "(min-width: 1024px) 54rem, 100vw", placeholder: BLURRED)
      phone: gatsbyImageData(width: 720, aspectRatio: 1.7777778, breakpoints: [360, 720], placeholder: NONE)
    }
  }
`;
