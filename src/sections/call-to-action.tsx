// Page-builder block: a call to action, either a link or one of the CRM actions (the brochure
// page for now; the campus pop-in takes over once the site chrome has it).
import React from 'react';
import { graphql } from 'gatsby';
import { MenuLink } from '@/components/layout/menu-link';
import { type Language, localize, routes } from '@/lib/routes';

export const CallToAction = ({ block, language }: { block: Queries.SectionCtaFieldsFragment; language: Language }) => {
  const url = block.action === 'link' ? block.url : localize(language, routes.brochure());
  return (
    <section className="section-cta">
      <h2>{block.title}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <MenuLink url={url}>{block.label}</MenuLink>
    </section>
  );
};

export const query = graphql`
  fragment SectionCtaFields on STRAPI__COMPONENT_SECTIONS_CTA {
    title
    text
    action
    label
    url
  }
`;
