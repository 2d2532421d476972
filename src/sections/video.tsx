// Page-builder block: a video, linked rather than embedded (no third-party player on load): a
// play button with the caption.
import React from 'react';
import { graphql } from 'gatsby';
import { PlayCircle } from 'lucide-react';
import { SectionHeader } from '@/components/ui/section-header';
import { isSafeHref } from '@/lib/safe-url';
import * as sections from './sections.module.css';

export const Video = ({ block }: { block: Queries.SectionVideoFieldsFragment }) => {
  const label = block.caption || block.title || block.videoUrl;
  return (
    <section className={sections.section}>
      {block.title ? <SectionHeader title={block.title} /> : null}
      <p>
        {isSafeHref(block.videoUrl) ? (
          <a href={block.videoUrl} rel="noopener" className={sections.videoLink}>
            <PlayCircle className={sections.videoIcon} aria-hidden="true" focusable="false" />
            {label}
          </a>
        ) : (
          <span>{label}</span>
        )}
      </p>
    </section>
  );
};

export const query = graphql`
  fragment SectionVideoFields on STRAPI__COMPONENT_SECTIONS_VIDEO {
    title
    videoUrl
    caption
  }
`;
