// How long a text of Strapi "blocks" takes to read, in whole minutes (never under one): the words of
// every text node, at 220 words a minute, an adult's silent reading pace for French and English
// prose on a screen.
import { blockTexts } from './rich-text-summary';

const WORDS_PER_MINUTE = 220;

export const wordCount = (blocks: unknown) =>
  blockTexts(blocks)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const readingMinutes = (blocks: unknown) => Math.max(1, Math.round(wordCount(blocks) / WORDS_PER_MINUTE));
