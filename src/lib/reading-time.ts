// How long a text of Strapi "blocks" takes to read, in whole minutes (never under one): the words of
// every text node, at 220 words a minute, an adult's silent reading pace for French and English
// prose on a screen.
const WORDS_PER_MINUTE = 220;

const texts = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as { type?: unknown; text?: unknown; children?: unknown };
  return [...(node.type === 'text' && typeof node.text === 'string' ? [node.text] : []), ...texts(node.children)];
};

export const wordCount = (blocks: unknown) =>
  texts(blocks)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const readingMinutes = (blocks: unknown) => Math.max(1, Math.round(wordCount(blocks) / WORDS_PER_MINUTE));
