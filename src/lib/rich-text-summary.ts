// The plain text of a Strapi "blocks" rich text: every text node in order (a blog post's reading
// time counts their words), and the text of its first paragraph, a one-cell summary (the programme
// comparison's certification row).
interface BlockNode {
  type?: unknown;
  text?: unknown;
  children?: unknown;
}

/** The text of every text node, in reading order. */
export const blockTexts = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(blockTexts);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as BlockNode;
  return [...(node.type === 'text' && typeof node.text === 'string' ? [node.text] : []), ...blockTexts(node.children)];
};

export const firstParagraphText = (blocks: unknown): string => {
  if (!Array.isArray(blocks)) return '';
  const paragraph = blocks.find((block) => (block as BlockNode | null)?.type === 'paragraph' && blockTexts(block).join('').trim() !== '');
  return paragraph ? blockTexts(paragraph).join('').replace(/\s+/g, ' ').trim() : '';
};
