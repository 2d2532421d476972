// Plain text of Strapi "blocks" rich text, for structured data descriptions (no markup, one line
// per paragraph, heading or list item).
interface BlockNode {
  type?: string;
  text?: string;
  children?: BlockNode[];
}

const inlineText = (node: BlockNode): string =>
  typeof node.text === 'string' ? node.text : (node.children ?? []).map(inlineText).join('');

const blockLines = (node: BlockNode): string[] => {
  if (node.type === 'list') return (node.children ?? []).flatMap(blockLines);
  if (node.type === 'list-item') return [`- ${inlineText(node)}`];
  return [inlineText(node)];
};

export const blocksToText = (blocks: unknown): string => {
  if (typeof blocks === 'string') return blocks.trim();
  if (!Array.isArray(blocks)) return '';
  return (blocks as BlockNode[])
    .flatMap(blockLines)
    .map((line) => line.trim())
    .filter((line) => line && line !== '-')
    .join('\n');
};
