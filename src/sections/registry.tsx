// The page builder: one component per CMS block type. An unknown block renders nothing (a build
// warning names it), so a new block type in the CMS never breaks a page.
import React from 'react';
import { graphql } from 'gatsby';
import type { Language } from '@/lib/routes';
import { Hero } from './hero';
import { RichTextSection } from './rich-text';
import { Faq } from './faq';
import { CallToAction } from './call-to-action';
import { CardsGrid } from './cards-grid';
import { Video } from './video';
import { CollectionLink } from './collection-link';

type Block = Queries.PageSectionFieldsFragment;

export const Sections = ({ blocks, language }: { blocks: ReadonlyArray<Block | null> | null | undefined; language: Language }) => (
  <>
    {blocks?.map((block, index) => {
      if (!block) return null;
      const key = `${block.__typename}-${index}`;
      switch (block.__typename) {
        case 'STRAPI__COMPONENT_SECTIONS_HERO':
          return <Hero key={key} block={block} isFirst={index === 0} />;
        case 'STRAPI__COMPONENT_SECTIONS_RICH_TEXT':
          return <RichTextSection key={key} block={block} />;
        case 'STRAPI__COMPONENT_SECTIONS_FAQ':
          return <Faq key={key} block={block} />;
        case 'STRAPI__COMPONENT_SECTIONS_CTA':
          return <CallToAction key={key} block={block} language={language} />;
        case 'STRAPI__COMPONENT_SECTIONS_CARDS_GRID':
          return <CardsGrid key={key} block={block} />;
        case 'STRAPI__COMPONENT_SECTIONS_VIDEO':
          return <Video key={key} block={block} />;
        default:
          return <CollectionLink key={key} block={block} language={language} />;
      }
    })}
  </>
);

export const query = graphql`
  fragment PageSectionFields on StrapiSection {
    __typename
    ...SectionHeroFields
    ...SectionRichTextFields
    ...SectionFaqFields
    ...SectionCtaFields
    ...SectionCardsGridFields
    ...SectionVideoFields
    ...SectionCollectionFields
  }
`;
