// The page builder: one component per CMS block type. An unknown block renders nothing (the page
// creators warn about it at build time, naming the page), so a new block type in the CMS never
// breaks a page.
import React from 'react';
import { graphql } from 'gatsby';
import type { Language } from '@/lib/routes';
import { isKnownBlockType, type SectionBlockType } from './block-types';
import { lazySection } from './lazy-section';
import { Hero } from './hero';
import { CallToAction } from './call-to-action';
import { KeyFigures } from './key-figures';
import { ProgrammeList } from './programme-list';
import { CampusList } from './campus-list';
import { EventsList } from './events-list';
import { NewsList } from './news-list';
import { Testimonials } from './testimonials';
import { Partners } from './partners';

// The blocks the seeded home page does not use load with the pages that do: the rich text alone
// brings the CMS's blocks renderer (about 2 KB gzip of a first load).
const RichTextSection = lazySection<Queries.SectionRichTextFieldsFragment>(() =>
  import('./rich-text').then((module) => module.RichTextSection),
);
const Faq = lazySection<Queries.SectionFaqFieldsFragment>(() => import('./faq').then((module) => module.Faq));
const CardsGrid = lazySection<Queries.SectionCardsGridFieldsFragment>(() => import('./cards-grid').then((module) => module.CardsGrid));
const Video = lazySection<Queries.SectionVideoFieldsFragment>(() => import('./video').then((module) => module.Video));

type Block = Queries.PageSectionFieldsFragment;

interface BlockContext {
  language: Language;
  /** The block opens the page: a hero then holds the page's h1 and its image loads first. */
  isFirst: boolean;
}

type Renderers = { [T in SectionBlockType]: (block: Extract<Block, { __typename: T }>, context: BlockContext) => React.ReactElement };

// Indexed by the schema's block types: a type the schema gains without a renderer here fails the
// type check of `RENDERERS[block.__typename]` below.
const RENDERERS: Renderers = {
  STRAPI__COMPONENT_SECTIONS_HERO: (block, { isFirst, language }) => <Hero block={block} isFirst={isFirst} language={language} />,
  STRAPI__COMPONENT_SECTIONS_RICH_TEXT: (block) => <RichTextSection block={block} />,
  STRAPI__COMPONENT_SECTIONS_KEY_FIGURES: (block, { language }) => <KeyFigures block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_CARDS_GRID: (block) => <CardsGrid block={block} />,
  STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST: (block, { language }) => <ProgrammeList block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST: (block, { language }) => <CampusList block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_TESTIMONIALS: (block, { language }) => <Testimonials block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_PARTNERS: (block, { language }) => <Partners block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_FAQ: (block) => <Faq block={block} />,
  STRAPI__COMPONENT_SECTIONS_CTA: (block, { language }) => <CallToAction block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_VIDEO: (block) => <Video block={block} />,
  STRAPI__COMPONENT_SECTIONS_EVENTS_LIST: (block, { language }) => <EventsList block={block} language={language} />,
  STRAPI__COMPONENT_SECTIONS_NEWS_LIST: (block, { language }) => <NewsList block={block} language={language} />,
};

const renderBlock = (block: Block, context: BlockContext) => {
  // The type says every block is known; data from a newer CMS may not be.
  const type: unknown = block.__typename;
  if (!isKnownBlockType(type)) return null;
  // TypeScript cannot pair a union member with its renderer; the table above is typed per member.
  const render = RENDERERS[block.__typename] as (block: Block, context: BlockContext) => React.ReactElement;
  return render(block, context);
};

export const Sections = ({ blocks, language }: { blocks: ReadonlyArray<Block | null> | null | undefined; language: Language }) => (
  <>
    {blocks?.map((block, index) =>
      block ? (
        <React.Fragment key={`${String(block.__typename)}-${index}`}>
          {renderBlock(block, { language, isFirst: index === 0 })}
        </React.Fragment>
      ) : null,
    )}
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
    ...SectionKeyFiguresFields
    ...SectionProgrammeListFields
    ...SectionCampusListFields
    ...SectionEventsListFields
    ...SectionNewsListFields
    ...SectionTestimonialsFields
    ...SectionPartnersFields
  }
`;
