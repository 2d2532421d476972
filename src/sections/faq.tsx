// Page-builder block: questions and answers, each a native disclosure (ui/Accordion).
import React from 'react';
import { graphql } from 'gatsby';
import { Accordion } from '@/components/ui/accordion';
import { SectionHeader } from '@/components/ui/section-header';
import * as sections from './sections.module.css';

export const Faq = ({ block }: { block: Queries.SectionFaqFieldsFragment }) => (
  <section className={sections.section}>
    {block.title ? <SectionHeader title={block.title} /> : null}
    <Accordion
      className={sections.measure}
      items={(block.items ?? []).flatMap((item) => (item ? [{ question: item.question, answer: <p>{item.answer}</p> }] : []))}
    />
  </section>
);

export const query = graphql`
  fragment SectionFaqFields on STRAPI__COMPONENT_SECTIONS_FAQ {
    title
    items {
      question
      answer
    }
  }
`;
