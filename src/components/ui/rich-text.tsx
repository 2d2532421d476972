// Renders Strapi "blocks" rich text with Strapi's own renderer, @strapi/blocks-react-renderer: no
// HTML is injected, text is always text, and links and images whose URL is not a site path or a
// web, mail or phone link are dropped (a link keeps its text). Content that does not have the
// expected shape renders nothing rather than breaking the page: the renderer trusts its input, so
// the content is first reduced to the node types and fields it knows.
import React from 'react';
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { CMS_URL } from '@/lib/runtime-config';
import { isSafeHref } from '@/lib/safe-url';

type Node = Record<string, unknown> & { type: string };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const dimension = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

// In the order the renderer nests them, innermost first: <s><u><em><strong><code>.
const MARKS = ['code', 'bold', 'italic', 'underline', 'strikethrough'] as const;
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote', 'code', 'image']);
const INLINE_TYPES = new Set(['text', 'link', 'list-item', 'list']);

/** The nodes of `children` of the allowed types, recursively; text keeps only its string and its marks. */
const clean = (children: unknown, allowed: Set<string>): Node[] =>
  (Array.isArray(children) ? children : []).filter(isNode).flatMap((node): Node[] => {
    if (!allowed.has(node.type)) return [];
    if (node.type === 'text')
      return [
        {
          type: 'text',
          text: typeof node.text === 'string' ? node.text : '',
          ...Object.fromEntries(MARKS.filter((mark) => node[mark]).map((mark) => [mark, true])),
        },
      ];
    if (node.type === 'image') return [{ type: 'image', image: node.image }];
    return [{ ...node, children: clean(node.children, node.type === 'link' ? new Set(['text']) : INLINE_TYPES) }];
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

const BLOCKS: Blocks = {
  heading: ({ level, children }) => React.createElement(`h${level}`, null, children),
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
}

export const RichText = ({ blocks, headingLevel = 2 }: RichTextProps) => {
  const content = withHeadingLevels(clean(blocks, BLOCK_TYPES), headingLevel);
  if (content.length === 0) return null;
  return <BlocksRenderer content={content as unknown as BlocksContent} blocks={BLOCKS} modifiers={MODIFIERS} />;
};
