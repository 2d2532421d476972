// Renders Strapi "blocks" rich text with Strapi's own renderer, @strapi/blocks-react-renderer: no
// HTML is injected, text is always text, and links and images whose URL is not a site path or a
// web, mail or phone link are dropped (a link keeps its text). Content that does not have the
// expected shape renders nothing rather than breaking the page: the renderer trusts its input, so
// the content is first reduced to the node types and fields it knows.
import React from 'react';
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { anchorId } from '@/lib/anchor';
import { keepPunctuationAttached } from '@/lib/typography';
import { CMS_URL } from '@/lib/runtime-config';
import { isSafeHref } from '@/lib/safe-url';
import * as prose from './prose.module.css';

type Node = Record<string, unknown> & { type: string };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const dimension = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

// In the order the renderer nests them, innermost first: <s><u><em><strong><code>.
const MARKS = ['code', 'bold', 'italic', 'underline', 'strikethrough'] as const;
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote', 'code', 'image']);
const INLINE_TYPES = new Set(['text', 'link', 'list-item', 'list']);

/**
 * The nodes of `children` of the allowed types, recursively; text keeps only its string and its
 * marks. French punctuation is kept with its word, except in code, which is copied as it stands.
 */
const clean = (children: unknown, allowed: Set<string>, inCode = false): Node[] =>
  (Array.isArray(children) ? children : []).filter(isNode).flatMap((node): Node[] => {
    if (!allowed.has(node.type)) return [];
    if (node.type === 'text')
      return [
        {
          type: 'text',
          text: typeof node.text !== 'string' ? '' : inCode || node.code ? node.text : keepPunctuationAttached(node.text),
          ...Object.fromEntries(MARKS.filter((mark) => node[mark]).map((mark) => [mark, true])),
        },
      ];
    if (node.type === 'image') return [{ type: 'image', image: node.image }];
    // No id the content brings (one could shadow a global: DOM clobbering); withAnchors gives
    // headings ids of its own, made only of letters, digits and hyphens.
    if (node.type === 'heading') return [{ type: 'heading', level: node.level, children: clean(node.children, INLINE_TYPES) }];
    const childTypes = node.type === 'link' ? new Set(['text']) : INLINE_TYPES;
    return [{ ...node, children: clean(node.children, childTypes, inCode || node.type === 'code') }];
  });

/** The levels a rich-text heading may take: the page title is the only h1. */
export type RichTextHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The CMS level of a heading, 1 to 6; a malformed one reads as the usual first level, 2. */
const cmsLevel = (block: Node) =>
  typeof block.level === 'number' && Number.isInteger(block.level) ? Math.min(Math.max(block.level, 1), 6) : 2;

/**
 * The blocks with each heading at its rendered level. Editors start wherever they like (often at
 * h3, or h1), so the body's highest heading takes the level the page expects under its own titles
 * and the others keep their rank below it; a level the editor skipped is closed up, as a skip
 * breaks the outline screen readers navigate by, and nothing goes past h6.
 */
const withHeadingLevels = (blocks: Node[], highestLevel: RichTextHeadingLevel) => {
  const highestInCms = Math.min(...blocks.filter((block) => block.type === 'heading').map(cmsLevel));
  let previous = highestLevel - 1;
  return blocks.map((block) => {
    if (block.type !== 'heading') return block;
    previous = Math.min(cmsLevel(block) - highestInCms + highestLevel, previous + 1, 6);
    return { ...block, level: previous };
  });
};

/**
 * Pictures inserted in CMS rich text are stored under the CMS's own /uploads/: on the built site,
 * that path belongs to the CMS host (the public CMS URL visitors' browsers already call).
 */
const cmsMediaUrl = (url: string) => (url.startsWith('/uploads/') ? `${CMS_URL}${url}` : url);

type Blocks = NonNullable<React.ComponentProps<typeof BlocksRenderer>['blocks']>;
type Modifiers = NonNullable<React.ComponentProps<typeof BlocksRenderer>['modifiers']>;

/** The words of a node, its links' included. */
const plainText = (node: Node): string =>
  (Array.isArray(node.children) ? (node.children as Node[]) : [])
    .map((child) => (child.type === 'text' ? String(child.text ?? '') : plainText(child)))
    .join('');

/**
 * The headings at the body's highest level, each with an id from its words (numbered when two
 * read alike, never one already given): what an in-page menu of a long text links to.
 */
const withAnchors = (blocks: Node[], highestLevel: RichTextHeadingLevel) => {
  const used = new Set<string>();
  return blocks.map((block) => {
    if (block.type !== 'heading' || block.level !== highestLevel) return block;
    const base = anchorId(plainText(block)) || 'section';
    let anchor = base;
    for (let number = 2; used.has(anchor); number += 1) anchor = `${base}-${number}`;
    used.add(anchor);
    return { ...block, anchor, title: plainText(block) };
  });
};

/** The anchored headings of a body (`RichText anchors`): ids and titles, in order, for its in-page menu. */
export const richTextOutline = (blocks: unknown, headingLevel: RichTextHeadingLevel = 2) =>
  withAnchors(withHeadingLevels(clean(blocks, BLOCK_TYPES), headingLevel), headingLevel)
    .filter((block) => typeof block.anchor === 'string')
    .map((block) => ({ id: block.anchor as string, title: block.title as string }));

const BLOCKS: Blocks = {
  // `timeline` and `steps` come from the page-builder block's withListShapes (sections/list-shapes.ts).
  list: ({ format, children, ...rest }) => {
    const shape = rest as { timeline?: boolean; steps?: boolean };
    if (shape.timeline) return <ol className={prose.timeline}>{children}</ol>;
    if (shape.steps) return <ol className={prose.steps}>{children}</ol>;
    return format === 'ordered' ? <ol>{children}</ol> : <ul>{children}</ul>;
  },
  // `anchor` comes from withAnchors; the renderer hands a block's own fields to its component.
  heading: ({ level, children, ...rest }) => React.createElement(`h${level}`, { id: (rest as { anchor?: string }).anchor }, children),
  link: ({ url, children }) => (isSafeHref(url) ? <a href={url}>{children}</a> : <>{children}</>),
  // The renderer's own code block keeps only the plain text; the site has always kept links in it.
  code: ({ children }) => (
    <pre>
      <code>{children}</code>
    </pre>
  ),
  image: ({ image }: { image: unknown }) => {
    if (typeof image !== 'object' || image === null) return null;
    const { url, alternativeText, width, height } = image as Record<string, unknown>;
    return typeof url === 'string' && isSafeHref(url) ? (
      <img
        src={cmsMediaUrl(url)}
        alt={typeof alternativeText === 'string' ? alternativeText : ''}
        width={dimension(width)}
        height={dimension(height)}
        loading="lazy"
        decoding="async"
      />
    ) : null;
  },
};
// <s>, as the site has always used, rather than the renderer's <del> (an edit, which this is not).
const MODIFIERS: Modifiers = { strikethrough: ({ children }) => <s>{children}</s> };

interface RichTextProps {
  blocks: unknown;
  /** The level of the body's highest heading: 2 right under the page title, 3 under a section's h2. */
  headingLevel?: RichTextHeadingLevel;
  /** Ids on the highest headings, for an in-page menu (richTextOutline gives the same ids). */
  anchors?: boolean;
}

export const RichText = ({ blocks, headingLevel = 2, anchors = false }: RichTextProps) => {
  const levelled = withHeadingLevels(clean(blocks, BLOCK_TYPES), headingLevel);
  const content = anchors ? withAnchors(levelled, headingLevel) : levelled;
  if (content.length === 0) return null;
  return <BlocksRenderer content={content as unknown as BlocksContent} blocks={BLOCKS} modifiers={MODIFIERS} />;
};
