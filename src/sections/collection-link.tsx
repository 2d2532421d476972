// Page-builder blocks that show a collection (programmes, campuses, events, news, key figures,
// testimonials, partners): their title and a link to the full list.
import React from 'react';
import { graphql } from 'gatsby';
import { MenuLink } from '@/components/layout/menu-link';
import { type Language, localize, routes } from '@/lib/routes';

const LIST_ROUTES: Record<string, string> = {
  STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST: routes.programmes(),
  STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST: routes.campuses(),
  STRAPI__COMPONENT_SECTIONS_EVENTS_LIST: routes.agenda(),
  STRAPI__COMPONENT_SECTIONS_NEWS_LIST: routes.news(),
};

export const CollectionLink = ({
  block,
  language,
}: {
  block: { __typename: string; title?: string | null };
  language: Language;
}) => {
  if (!block.title) return null;
  const route = LIST_ROUTES[block.__typename];
  return (
    <section className="section-collection">
      <h2>{route ? <MenuLink url={localize(language, route)}>{block.title}</MenuLink> : block.title}</h2>
    </section>
  );
};

export const query = graphql`
  fragment SectionCollectionFields on StrapiSection {
    ... on STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST {
      title
      category
    }
    ... on STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST {
      title
    }
    ... on STRAPI__COMPONENT_SECTIONS_EVENTS_LIST {
      title
      limit
    }
    ... on STRAPI__COMPONENT_SECTIONS_NEWS_LIST {
      title
      limit
    }
    ... on STRAPI__COMPONENT_SECTIONS_KEY_FIGURES {
      title
      intro
    }
    ... on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
      title
    }
    ... on STRAPI__COMPONENT_SECTIONS_PARTNERS {
      title
    }
  }
`;
