// Page-builder block: the hero, the page's main heading with an optional call to action.
import React from 'react';
import { graphql } from 'gatsby';
import { CmsImage } from '@/components/ui/cms-image';
import { MenuLink } from '@/components/layout/menu-link';

export const Hero = ({ block, isFirst }: { block: Queries.SectionHeroFieldsFragment; isFirst: boolean }) => {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="section-hero">
      <CmsImage media={block.image} priority={isFirst} />
      <Heading>{block.title}</Heading>
      {block.subtitle ? <p>{block.subtitle}</p> : null}
      {block.ctaLabel && block.ctaUrl ? <MenuLink url={block.ctaUrl}>{block.ctaLabel}</MenuLink> : null}
    </section>
  );
};

export const query = graphql`
  fragment SectionHeroFields on STRAPI__COMPONENT_SECTIONS_HERO {
    title
    subtitle
    ctaLabel
    ctaUrl
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 960, 1440], placeholder: BLURRED)
        }
      }
    }
  }
`;
