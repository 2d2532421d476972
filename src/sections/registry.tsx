// The page builder: one component per CMS block type, and when it hydrates. An unknown block renders nothing (the page
// creators warn about it at build time, naming the page), so a new block type in the CMS never
// breaks a page.
import React from 'react';
import { graphql } from 'gatsby';
import type { Language } from '@/lib/routes';
import { StaticHtml } from '@/components/ui/static-html';
import { isKnownBlockType, type SectionBlockType } from './block-types';
import { lazySection } from './lazy-section';
import { Hero } from './hero';
import { CallToAction } from './call-to-action';
import { KeyFigures } from './key-figures';
import { CampusList } from './campus-list';
import { EventsList } from './events-list';
import { Partners } from './partners';

// The blocks the seeded home page does not use load with the pages that do: the rich text alone
// brings the CMS's blocks renderer (about 2 KB gzip of a first load).
const RichTextSection = lazySection<{ block: Queries.SectionRichTextFieldsFragment; language: Language; withAside: boolean }>(
  () => import('./rich-text').then((module) => module.RichTextSection),
  { when: 'visible' },
);
const Faq = lazySection<{ block: Queries.SectionFaqFieldsFragment }>(() => import('./faq').then((module) => module.Faq));
const CardsGrid = lazySection<{ block: Queries.SectionCardsGridFieldsFragment }>(() =>
  import('./cards-grid').then((module) => module.CardsGrid),
);
const Video = lazySection<{ block: Queries.SectionVideoFieldsFragment }>(() => import('./video').then((module) => module.Video));
// The carousels hydrate when they come near the screen (their controls show then; the row scrolls
// natively before), so their code is fetched then too.
const ProgrammeList = lazySection<{ block: Queries.SectionProgrammeListFieldsFragment; language: Language }>(
  () => import('./programme-list').then((module) => module.ProgrammeList),
  { when: 'visible' },
);
const NewsList = lazySection<{ block: Queries.SectionNewsListFieldsFragment; language: Language }>(
  () => import('./news-list').then((module) => module.NewsList),
  { when: 'visible' },
);
const Testimonials = lazySection<{ block: Queries.SectionTestimonialsFieldsFragment; language: Language }>(
  () => import('./testimonials').then((module) => module.Testimonials),
  { when: 'visible' },
);

type Block = Queries.PageSectionFieldsFragment;

interface BlockContext {
  language: Language;
  /** The block opens the page: a hero then holds the page's h1 and its image loads first. */
  isFirst: boolean;
  /** The block is the page's first rich text: it has the programmes' aside beside it. */
  isFirstText: boolean;
}

/**
 * When a block's server HTML becomes interactive (docs/architecture.md, "Hydration"):
 * - load: with the page (live data, controls a visitor uses at once);
 * - visible: when it comes near the screen, in a task of its own (a lazySection with
 *   `when: 'visible'`); what it needs of React shows then (a carousel's buttons), and a block the
 *   visitor never scrolls to costs nothing; its links work before (they are routed as in static
 *   HTML);
 * - never: its server HTML is kept as it is (StaticHtml): links and calls to action work without
 *   React. A test fails when such a block renders a control that needs React.
 */
export type HydrationMode = 'load' | 'visible' | 'never';

type Entries = {
  [T in SectionBlockType]: {
    hydration: HydrationMode;
    render: (block: Extract<Block, { __typename: T }>, context: BlockContext) => React.ReactElement;
  };
};

// Indexed by the schema's block types: a type the schema gains without an entry here fails the
// type check of `SECTIONS[block.__typename]` below.
export const SECTIONS: Entries = {
  STRAPI__COMPONENT_SECTIONS_HERO: {
    hydration: 'never',
    render: (block, { isFirst, language }) => <Hero block={block} isFirst={isFirst} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_RICH_TEXT: {
    hydration: 'visible',
    render: (block, { language, isFirstText }) => <RichTextSection block={block} language={language} withAside={isFirstText} />,
  },
  STRAPI__COMPONENT_SECTIONS_KEY_FIGURES: {
    hydration: 'never',
    render: (block, { language }) => <KeyFigures block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_CARDS_GRID: { hydration: 'never', render: (block) => <CardsGrid block={block} /> },
  STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST: {
    hydration: 'visible',
    render: (block, { language }) => <ProgrammeList block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST: {
    hydration: 'never',
    render: (block, { language }) => <CampusList block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_TESTIMONIALS: {
    hydration: 'visible',
    render: (block, { language }) => <Testimonials block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_PARTNERS: {
    hydration: 'never',
    render: (block, { language }) => <Partners block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_FAQ: { hydration: 'never', render: (block) => <Faq block={block} /> },
  STRAPI__COMPONENT_SECTIONS_CTA: {
    hydration: 'never',
    render: (block, { language }) => <CallToAction block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_VIDEO: { hydration: 'never', render: (block) => <Video block={block} /> },
  STRAPI__COMPONENT_SECTIONS_EVENTS_LIST: {
    hydration: 'load',
    render: (block, { language }) => <EventsList block={block} language={language} />,
  },
  STRAPI__COMPONENT_SECTIONS_NEWS_LIST: {
    hydration: 'visible',
    render: (block, { language }) => <NewsList block={block} language={language} />,
  },
};

const renderBlock = (block: Block, context: BlockContext) => {
  // The type says every block is known; data from a newer CMS may not be.
  const type: unknown = block.__typename;
  if (!isKnownBlockType(type)) return null;
  // TypeScript cannot pair a union member with its entry; the table above is typed per member.
  const { hydration, render } = SECTIONS[block.__typename] as {
    hydration: HydrationMode;
    render: (block: Block, context: BlockContext) => React.ReactElement;
  };
  const element = render(block, context);
  return hydration === 'never' ? <StaticHtml content={block}>{element}</StaticHtml> : element;
};

export const Sections = ({ blocks, language }: { blocks: ReadonlyArray<Block | null> | null | undefined; language: Language }) => {
  // Not on a page whose hero (the only block with a pop-in request) asks the visitor to write to
  // the school (the contact page): the programmes are not what brought them there.
  const opening = blocks?.[0] as { popinAction?: string | null } | null | undefined;
  const firstText =
    opening?.popinAction === 'contact'
      ? -1
      : (blocks?.findIndex((block) => block?.__typename === 'STRAPI__COMPONENT_SECTIONS_RICH_TEXT') ?? -1);
  return (
    <>
      {blocks?.map((block, index) =>
        block ? (
          <React.Fragment key={`${String(block.__typename)}-${index}`}>
            {renderBlock(block, { language, isFirst: index === 0, isFirstText: index === firstText })}
          </React.Fragment>
        ) : null,
      )}
    </>
  );
};

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
