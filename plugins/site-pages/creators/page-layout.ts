// Checks the page layouts (CMS dynamic zones) against the page builder's block types. A block the
// site has no component for is skipped on the page (src/sections/registry.tsx); the build says so,
// naming the page. The check reads the source nodes: the GraphQL block union silently leaves out
// node types it does not declare, such as a component just added to the CMS.
import type { Node } from 'gatsby';
import { isKnownBlockType } from '../../../src/sections/block-types';
import type { CreatorArgs } from './types';

export interface UnknownBlock {
  /** The Gatsby node type, e.g. STRAPI__COMPONENT_SECTIONS_MAP. */
  type: string;
  /** The CMS component, e.g. sections.map, when the source plugin recorded it. */
  component: string | null;
}

const linkedIds = (entry: Node | undefined): string[] => {
  const ids = (entry as (Node & { pageLayout___NODE?: unknown }) | undefined)?.pageLayout___NODE;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** The blocks of an entry's page layout that the page builder does not know, in layout order. */
export const unknownBlocksOf = (getNode: CreatorArgs['getNode'], entryId: string): UnknownBlock[] =>
  linkedIds(getNode(entryId))
    .map((id) => getNode(id))
    .filter((node): node is Node => node !== undefined && !isKnownBlockType(node.internal.type))
    .map((node) => ({ type: node.internal.type, component: typeof node.strapi_component === 'string' ? node.strapi_component : null }));

/** Warns once per unknown block of the entry shown at `pagePath`. */
export const warnAboutUnknownBlocks = (args: CreatorArgs, pagePath: string, entryId: string) => {
  for (const block of unknownBlocksOf(args.getNode, entryId)) {
    args.reporter.warn(
      `site-pages: the page ${pagePath} has a block of unknown type ${block.type}` +
        `${block.component ? ` (CMS component "${block.component}")` : ''}; it is skipped. ` +
        'Give it a component in src/sections/ and list its type in src/sections/block-types.ts.',
    );
  }
};

/** Whether an entry's page layout opens with a hero: a section's landing page (/ecole, /admission), not a text (the legal pages). */
export const opensWithHero = (getNode: CreatorArgs['getNode'], entryId: string) => {
  const first = linkedIds(getNode(entryId))[0];
  return first !== undefined && getNode(first)?.internal.type === 'STRAPI__COMPONENT_SECTIONS_HERO';
};
