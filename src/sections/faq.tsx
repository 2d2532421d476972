// Page-builder block: questions and answers, each a native disclosure.
import React from 'react';
import { graphql } from 'gatsby';

export const Faq = ({ block }: { block: Queries.SectionFaqFieldsFragment }) => (
  <section className="section-faq">
    {block.title ? <h2>{block.title}</h2> : null}
    {block.items?.map((item, index) => (
      <details key={index}>
        <summary>{item?.question}</summary>
        <p>{item?.answer}</p>
      </details>
    ))}
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
