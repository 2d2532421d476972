// Page-builder block: a call to action, either a link or one of the CRM actions (brochure,
// contact, registration), which open the campus pop-in like the navbar's.
import React from 'react';
import { graphql } from 'gatsby';
import { MenuLink } from '@/components/layout/menu-link';
import { PopinLink } from '@/features/popin/cta-links';
import { isCrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';

export const CallToAction = ({ block, language }: { block: Queries.SectionCtaFieldsFragment; language: Language }) => {
  return (
    <section className="section-cta">
      <h2>{block.title}</h2>
      {block.text ? <p>{block.text}</p> : null}
      {isCrmAction(block.action) ? (
        <PopinLink action={block.action} language={language}>
          {block.label}
        </PopinLink>
      ) : block.url ? (
        <MenuLink url={block.url}>{block.label}</MenuLink>
      ) : null}
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
