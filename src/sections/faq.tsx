// Page-builder block: questions and answers, each a native disclosure (ui/Accordion). From 1024 px
// the title and a line on what these questions are sit beside the answers, a third and two thirds
// of the page: the list alone at a reading width left the page's right half empty (blind review).
// Without a title, the list alone at its reading width.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Accordion } from '@/components/ui/accordion';
import { SectionHeader } from '@/components/ui/section-header';
import * as sections from './sections.module.css';

export const Faq = ({ block }: { block: Queries.SectionFaqFieldsFragment }) => {
  const { t } = useTranslation('sections');
  return (
    <section className={block.title ? `${sections.section} ${sections.faq}` : sections.section}>
      {block.title ? <SectionHeader title={block.title} lead={t('faq.lead')} className={sections.faqHeader} /> : null}
      <Accordion
        className={sections.faqList}
        items={(block.items ?? []).flatMap((item) => (item ? [{ question: item.question, answer: <p>{item.answer}</p> }] : []))}
      />
    </section>
  );
};

export const query = graphql`
  fragment SectionFaqFields on STRAPI__COMPONENT_SECTIONS_FAQ {
    title
    items {
      question
      answer
    }
  }
`;
