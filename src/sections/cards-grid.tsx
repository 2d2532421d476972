// Page-builder block: a grid of linked cards.
import React from 'react';
import { graphql } from 'gatsby';
import { MenuLink } from '@/components/layout/menu-link';

export const CardsGrid = ({ block }: { block: Queries.SectionCardsGridFieldsFragment }) => (
  <section className="section-cards">
    {block.title ? <h2>{block.title}</h2> : null}
    <ul>
      {block.cards?.map((card, index) => (
        <li key={index}>
          <h3>{card?.url ? <MenuLink url={card.url}>{card.title}</MenuLink> : card?.title}</h3>
          {card?.text ? <p>{card.text}</p> : null}
        </li>
      ))}
    </ul>
  </section>
);

export const query = graphql`
  fragment SectionCardsGridFields on STRAPI__COMPONENT_SECTIONS_CARDS_GRID {
    title
    cards {
      title
      text
      url
    }
  }
`;
