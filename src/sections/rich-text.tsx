// Page-builder block: a titled rich-text body.
import React from 'react';
import { graphql } from 'gatsby';
import { RichText } from '@/components/ui/rich-text';

export const RichTextSection = ({ block }: { block: Queries.SectionRichTextFieldsFragment }) => (
  <section className="section-rich-text">
    {block.title ? <h2>{block.title}</h2> : null}
    <RichText blocks={block.body} headingLevel={block.title ? 3 : 2} />
  </section>
);

export const query = graphql`
  fragment SectionRichTextFields on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    title
    body
  }
`;
