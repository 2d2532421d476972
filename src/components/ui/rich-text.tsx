// Renders Strapi "blocks" rich text as React elements: no HTML is injected, and links that are
// not site paths or web, mail or phone links are rendered as plain text.
import React from 'react';
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

const renderText = (node: TextNode, key: number) => {
  let content: React.ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <React.Fragment key={key}>{content}</React.Fragment>;
};

const renderInline = (nodes: Array<BlockNode | InlineNode> = []) =>
  nodes.map((node, index) => {
    if (node.type === 'text') return renderText(node as TextNode, index);
    if (node.type === 'link') {
      const link = node as LinkNode;
      const label = link.children.map(renderText);
      return isSafeHref(link.url) ? (
        <a key={index} href={link.url}>
          {label}
        </a>
      ) : (
        <React.Fragment key={index}>{label}</React.Fragment>
      );
    }
    if (node.type === 'list-item') return <li key={index}>{renderInline((node as BlockNode).children)}</li>;
    if (node.type === 'list') return renderBlock(node as BlockNode, index);
    return null;
  });

const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const renderBlock = (block: BlockNode, key: number): React.ReactNode => {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>;
    case 'heading': {
      // Page titles are the only h1: CMS headings start at h2.
      const Tag = HEADINGS[Math.min(Math.max((block.level ?? 2) - 1, 0), 5)];
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'list': {
      const Tag = block.format === 'ordered' ? 'ol' : 'ul';
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{renderInline(block.children)}</code>
        </pre>
      );
    case 'image':
      return block.image && isSafeHref(block.image.url) ? (
        <img
          key={key}
          src={block.image.url}
          alt={block.image.alternativeText ?? ''}
          width={block.image.width}
          height={block.image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null;
    default:
      return null;
  }
};

export const RichText = ({ blocks }: { blocks: unknown }) => {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  return <>{(blocks as BlockNode[]).map(renderBlock)}</>;
};
