// Page-builder block: a video, linked rather than embedded (no third-party player on load).
import React from 'react';
import { graphql } from 'gatsby';
import { MenuLink } from '@/components/layout/menu-link';

export const Video = ({ block }: { block: Queries.SectionVideoFieldsFragment }) => (
  <section className="section-video">
    {block.title ? <h2>{block.title}</h2> : null}
    <p>
      <MenuLink url={block.videoUrl}>{block.caption || block.title || block.videoUrl}</MenuLink>
    </p>
  </section>
);

export const query = graphql`
  fragment SectionVideoFields on STRAPI__COMPONENT_SECTIONS_VIDEO {
    title
    videoUrl
    caption
  }
`;
