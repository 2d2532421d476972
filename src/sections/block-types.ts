// The CMS block types the page builder knows (one component each in registry.tsx). Kept free of
// React and GraphQL so that the page creators (plugins/site-pages) can check every page layout
// against it at build time and warn about blocks the site would skip.
export const SECTION_BLOCK_TYPES = [
  'STRAPI__COMPONENT_SECTIONS_HERO',
  'STRAPI__COMPONENT_SECTIONS_RICH_TEXT',
  'STRAPI__COMPONENT_SECTIONS_KEY_FIGURES',
  'STRAPI__COMPONENT_SECTIONS_CARDS_GRID',
  'STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST',
  'STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST',
  'STRAPI__COMPONENT_SECTIONS_TESTIMONIALS',
  'STRAPI__COMPONENT_SECTIONS_PARTNERS',
  'STRAPI__COMPONENT_SECTIONS_FAQ',
  'STRAPI__COMPONENT_SECTIONS_CTA',
  'STRAPI__COMPONENT_SECTIONS_VIDEO',
  'STRAPI__COMPONENT_SECTIONS_EVENTS_LIST',
  'STRAPI__COMPONENT_SECTIONS_NEWS_LIST',
] as const;

export type SectionBlockType = (typeof SECTION_BLOCK_TYPES)[number];

export const isKnownBlockType = (type: unknown): type is SectionBlockType => (SECTION_BLOCK_TYPES as readonly unknown[]).includes(type);
