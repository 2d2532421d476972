import { readingMinutes, wordCount } from '../reading-time';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('reading time', () => {
  it('counts the words of every text node, in lists and links too, and not punctuation on its own', () => {
    const blocks = [
      paragraph('Trois mots ici'),
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Un titre — court !' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [{ type: 'link', url: '/agenda', children: [{ type: 'text', text: "l'agenda" }] }] }],
      },
    ];
    expect(wordCount(blocks)).toBe(7);
  });

  it.each([
    [[], 1],
    [[paragraph('mot '.repeat(100))], 1],
    [[paragraph('mot '.repeat(440))], 2],
    [[paragraph('mot '.repeat(1200))], 5],
  ])('rounds to whole minutes, one at least (%#)', (blocks, minutes) => {
    expect(readingMinutes(blocks)).toBe(minutes);
  });

  it('reads nothing in malformed content', () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount({ type: 'text', text: 42 })).toBe(0);
    expect(wordCount('du texte brut')).toBe(0);
  });
});
