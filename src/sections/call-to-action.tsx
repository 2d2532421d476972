// Page-builder block: a call to action, either a link or one of the CRM actions (brochure,
// contact, registration), which open the campus pop-in like the navbar's: a navy band with the
// block's title, its sentence and one button.
import React from 'react';
import { graphql } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { PopinLink } from '@/features/popin/cta-links';
import { isCrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';
import * as styles from './call-to-action.module.css';

/** The block's action: the pop-in for a CRM action, the editor's link, or its words alone when the link policy refuses it. */
const blockAction = (block: Queries.SectionCtaFieldsFragment, language: Language) => {
  if (isCrmAction(block.action)) {
    return {
      children: (
        <PopinLink action={block.action} language={language} className={buttonClassName({ variant: 'primary' })}>
          {block.label}
          <ArrowRight className={styles.icon} aria-hidden="true" focusable="false" />
        </PopinLink>
      ),
    };
  }
  if (isSafeHref(block.url)) {
    return { primary: block.url.startsWith('/') ? { to: block.url, label: block.label } : { href: block.url, label: block.label } };
  }
  return { children: <span className={styles.inert}>{block.label}</span> };
};

export const CallToAction = ({ block, language }: { block: Queries.SectionCtaFieldsFragment; language: Language }) => (
  <div className={styles.section}>
    <CtaBand title={block.title} text={block.text} className={styles.band} {...blockAction(block, language)} />
  </div>
);

export const query = graphql`
  fragment SectionCtaFields on STRAPI__COMPONENT_SECTIONS_CTA {
    title
    text
    action
    label
    url
  }
`;
