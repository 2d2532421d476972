// The plain text of the first paragraph of a Strapi "blocks" rich text: a one-cell summary (the
// programme comparison's certification row).
interface BlockNode {
  type?: unknown;
  text?: unknown;
  children?: unknown;
}

const textOf = (node: unknown): string => {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node !== 'object' || node === null) return '';
  const { type, text, children } = node as BlockNode;
  return type === 'text' && typeof text === 'string' ? text : textOf(children);
};

export const firstParagraphText = (blocks: unknown): string => {
  if (!Array.isArray(blocks)) return '';
  const paragraph = blocks.find((block) => (block as BlockNode | null)?.type === 'paragraph' && textOf(block).trim() !== '');
  return paragraph ? textOf(paragraph).replace(/\s+/g, ' ').trim() : '';
};
