// Converts the small markdown subset of the seed data into Strapi "blocks" rich text.
import type { RichText } from './types';

type TextNode = { type: 'text'; text: string; bold?: true; italic?: true };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type Inline = TextNode | LinkNode;

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'list'; format: 'unordered' | 'ordered'; children: Array<{ type: 'list-item'; children: Inline[] }> };

const INLINE_PATTERN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export const parseInline = (source: string): Inline[] => {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: 'text', text: source.slice(last, index) });
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) nodes.push({ type: 'text', text: bold, bold: true });
    else if (italic !== undefined) nodes.push({ type: 'text', text: italic, italic: true });
    else nodes.push({ type: 'link', url, children: [{ type: 'text', text: label }] });
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) });
  // Strapi's editor expects at least one text child in every block.
  return nodes.length > 0 ? nodes : [{ type: 'text', text: '' }];
};

const LIST_ITEM = { unordered: /^[-*]\s+/, ordered: /^\d+\.\s+/ } as const;

export const toBlocks = (source: RichText): Block[] => {
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^(#{2,3})\s+(.*)$/.exec(line);
      const format = LIST_ITEM.unordered.test(line) ? 'unordered' : LIST_ITEM.ordered.test(line) ? 'ordered' : null;
      if (heading) {
        flushParagraph();
        blocks.push({ type: 'heading', level: heading[1].length as 2 | 3, children: parseInline(heading[2]) });
      } else if (format) {
        flushParagraph();
        const item = { type: 'list-item' as const, children: parseInline(line.replace(LIST_ITEM[format], '')) };
        const previous = blocks[blocks.length - 1];
        if (previous?.type === 'list' && previous.format === format) previous.children.push(item);
        else blocks.push({ type: 'list', format, children: [item] });
      } else {
        paragraph.push(line);
      }
    }
    flushParagraph();
  }
  return blocks;
};
