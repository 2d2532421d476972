// Renders Strapi "blocks" rich text as React elements: no HTML is injected, text is always text,
// and links and images whose URL is not a site path or a web, mail or phone link are dropped
// (a link keeps its text). Content that does not have the expected shape renders nothing rather
// than breaking the page.
import React from 'react';
import { CMS_URL } from '@/lib/runtime-config';
import { isSafeHref } from '@/lib/safe-url';

interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}
interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}
type InlineNode = TextNode | LinkNode;
interface BlockNode {
  type: string;
  level?: number;
  format?: 'ordered' | 'unordered';
  children?: Array<BlockNode | InlineNode>;
  image?: { url: string; alternativeText?: string | null; width?: number; height?: number };
}

const childrenOf = <T,>(node: { children?: T[] }): T[] => (Array.isArray(node.children) ? node.children : []);
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const dimension = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const renderText = (node: TextNode, key: number) => {
  let content: React.ReactNode = typeof node.text === 'string' ? node.text : '';
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <React.Fragment key={key}>{content}</React.Fragment>;
};

const renderInline = (nodes: Array<BlockNode | InlineNode>): React.ReactNode[] =>
  nodes.map((node, index) => {
    if (!isObject(node)) return null;
    if (node.type === 'text') return renderText(node as TextNode, index);
    if (node.type === 'link') {
      const link = node as LinkNode;
      const label = childrenOf(link).filter(isObject).map(renderText);
      return isSafeHref(link.url) ? (
        <a key={index} href={link.url}>
          {label}
        </a>
      ) : (
        <React.Fragment key={index}>{label}</React.Fragment>
      );
    }
    if (node.type === 'list-item') return <li key={index}>{renderInline(childrenOf(node as BlockNode))}</li>;
    if (node.type === 'list') return renderBlock(node as BlockNode, index);
    return null;
  });

/** The levels a rich-text heading may take: the page title is the only h1. */
export type RichTextHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The CMS level of a heading, 1 to 6; a malformed one reads as the usual first level, 2. */
const cmsLevel = (block: BlockNode) =>
  typeof block.level === 'number' && Number.isInteger(block.level) ? Math.min(Math.max(block.level, 1), 6) : 2;

/**
 * The rendered level of each heading of a body, by block index. Editors start wherever they like
 * (often at h3, or h1), so the body's highest heading takes the level the page expects under its
 * own titles and the others keep their rank below it; a level the editor skipped is closed up, as
 * a skip breaks the outline screen readers navigate by, and nothing goes past h6.
 */
const headingLevels = (blocks: BlockNode[], highestLevel: RichTextHeadingLevel) => {
  const headings = blocks.flatMap((block, index) => (isObject(block) && block.type === 'heading' ? [{ block, index }] : []));
  const highestInCms = Math.min(...headings.map(({ block }) => cmsLevel(block)));
  const levels = new Map<number, RichTextHeadingLevel>();
  let previous = highestLevel - 1;
  for (const { block, index } of headings) {
    const level = Math.min(cmsLevel(block) - highestInCms + highestLevel, previous + 1, 6) as RichTextHeadingLevel;
    levels.set(index, level);
    previous = level;
  }
  return levels;
};

/**
 * Pictures inserted in CMS rich text are stored under the CMS's own /uploads/: on the built site,
 * that path belongs to the CMS host (the public CMS URL visitors' browsers already call).
 */
const cmsMediaUrl = (url: string) => (url.startsWith('/uploads/') ? `${CMS_URL}${url}` : url);

const renderBlock = (block: BlockNode, key: number, headingLevel: RichTextHeadingLevel = 2): React.ReactNode => {
  if (!isObject(block)) return null;
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(childrenOf(block))}</p>;
    case 'heading': {
      const Tag = `h${headingLevel}` as const;
      return <Tag key={key}>{renderInline(childrenOf(block))}</Tag>;
    }
    case 'list': {
      const Tag = block.format === 'ordered' ? 'ol' : 'ul';
      return <Tag key={key}>{renderInline(childrenOf(block))}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(childrenOf(block))}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{renderInline(childrenOf(block))}</code>
        </pre>
      );
    case 'image':
      return isObject(block.image) && isSafeHref(block.image.url) ? (
        <img
          key={key}
          src={cmsMediaUrl(block.image.url)}
          alt={typeof block.image.alternativeText === 'string' ? block.image.alternativeText : ''}
          width={dimension(block.image.width)}
          height={dimension(block.image.height)}
          loading="lazy"
          decoding="async"
        />
      ) : null;
    default:
      return null;
  }
};

interface RichTextProps {
  blocks: unknown;
  /** The level of the body's highest heading: 2 right under the page title, 3 under a section's h2. */
  headingLevel?: RichTextHeadingLevel;
}

export const RichText = ({ blocks, headingLevel = 2 }: RichTextProps) => {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  const levels = headingLevels(blocks as BlockNode[], headingLevel);
  return <>{(blocks as BlockNode[]).map((block, index) => renderBlock(block, index, levels.get(index)))}</>;
};
