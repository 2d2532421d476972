// Page-builder block: a titled rich-text body, at a readable line length.
import React from 'react';
import { graphql } from 'gatsby';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import * as sections from './sections.module.css';

export const RichTextSection = ({ block }: { block: Queries.SectionRichTextFieldsFragment }) => (
  <section className={sections.section}>
    {block.title ? <SectionHeader title={block.title} /> : null}
    <div className={sections.measure}>
      <RichText blocks={block.body} headingLevel={block.title ? 3 : 2} />
    </div>
  </section>
);

export const query = graphql`
  fragment SectionRichTextFields on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    title
    body
  }
`;
