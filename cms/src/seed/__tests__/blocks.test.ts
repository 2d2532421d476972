/**
 * @jest-environment node
 */
import { parseInline, toBlocks } from '../blocks';

describe('toBlocks', () => {
  it('turns paragraphs, headings and lists into Strapi blocks', () => {
    expect(toBlocks('## Objectifs\n\nPremier paragraphe\nsur deux lignes.\n\n- un\n- deux\n\n1. premier\n2. second')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Objectifs' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Premier paragraphe sur deux lignes.' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'un' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'deux' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'premier' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'second' }] },
        ],
      },
    ]);
  });

  it('splits a paragraph followed by a list in the same chunk', () => {
    expect(toBlocks('Au programme :\n- visite').map((block) => block.type)).toEqual(['paragraph', 'list']);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links', () => {
    expect(parseInline('Voir **vite** la *page* [admission](/admission).')).toEqual([
      { type: 'text', text: 'Voir ' },
      { type: 'text', text: 'vite', bold: true },
      { type: 'text', text: ' la ' },
      { type: 'text', text: 'page', italic: true },
      { type: 'text', text: ' ' },
      { type: 'link', url: '/admission', children: [{ type: 'text', text: 'admission' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('always returns at least one text node', () => {
    expect(parseInline('')).toEqual([{ type: 'text', text: '' }]);
  });
});
