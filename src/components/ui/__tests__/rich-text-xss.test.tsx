/* eslint-disable testing-library/no-node-access, testing-library/no-container -- an XSS test must look at every element and attribute, not only the accessible ones */
// Cross-site scripting payloads through every block type the rich-text renderer supports:
// nothing may become a script, an event handler or a link or image with a dangerous target, and
// the text must still be shown, as text.
import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { TEXT_PAYLOADS, UNSAFE_URLS } from '@/testing/fixtures/xss-payloads';
import { RichText } from '../rich-text';

const SAFE_LINK = '/admission';
const SAFE_IMAGE = '/uploads/campus.jpg';
const SITE = 'https://www.esnum.example';

const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...marks });
const link = (url: string, label: string) => ({ type: 'link', url, children: [text(label)] });

/** One document using every block type (and a few malformed ones), with `url` as every link and image target. */
const everyBlockType = (url: string, payload: string) => [
  { type: 'paragraph', children: [text(payload), link(url, 'lien du paragraphe')] },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', level, children: [text(payload), link(url, `lien du titre ${level}`)] })),
  { type: 'heading', level: 'onload=alert(1)', children: [text(payload)] },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [text(payload), link(url, 'lien de la liste')] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [link(url, 'lien de la sous-liste')] }] },
    ],
  },
  { type: 'quote', children: [text(payload), link(url, 'lien de la citation')] },
  { type: 'code', children: [text(payload), link(url, 'lien du code')] },
  { type: 'paragraph', children: [text(payload, { bold: true, italic: true, underline: true, strikethrough: true, code: true })] },
  { type: 'image', image: { url, alternativeText: payload, width: '1" onerror="alert(1)', height: 40 } },
  { type: 'script', children: [text('alert(1)')] },
  { type: 'html', html: payload },
];
/** Where `everyBlockType` puts the payload as text (the paragraph, 7 headings, list, quote, code, marks). */
const TEXT_PLACES = 12;
const LINK_LABELS = [
  'lien du paragraphe',
  ...[1, 2, 3, 4, 5, 6].map((level) => `lien du titre ${level}`),
  'lien de la liste',
  'lien de la sous-liste',
  'lien de la citation',
  'lien du code',
];

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data'];

const expectNothingExecutable = (container: HTMLElement) => {
  expect(container.querySelector('script, iframe, object, embed, svg, style, base, meta, form')).toBeNull();
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const handlers = element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'));
    expect(handlers).toEqual([]);
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      // The browser's own reading of the URL (it drops tabs and line breaks, trims controls).
      const target = new URL(value, `${SITE}/page`);
      expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(target.protocol);
    }
  }
};

const textNodesEqualTo = (container: HTMLElement, value: string) => {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === value) count += 1;
  return count;
};

describe('RichText against cross-site scripting', () => {
  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))(
    'drops the link and image target %s in every block type, and keeps the link texts',
    (_name, url) => {
      const { container } = renderWithProviders(<RichText blocks={everyBlockType(url, 'Texte ordinaire')} />);
      expectNothingExecutable(container);
      expect(container.querySelectorAll('a')).toHaveLength(0);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      for (const label of LINK_LABELS) expect(textNodesEqualTo(container, label)).toBe(1);
      expect(textNodesEqualTo(container, 'Texte ordinaire')).toBe(TEXT_PLACES);
    },
  );

  it.each(TEXT_PAYLOADS)('shows %p as text in every block type, never as markup', (payload) => {
    const { container } = renderWithProviders(
      <>
        <RichText blocks={everyBlockType(SAFE_LINK, payload)} />
        <RichText blocks={[{ type: 'image', image: { url: SAFE_IMAGE, alternativeText: payload, width: '1" onerror="alert(1)' } }]} />
      </>,
    );
    expectNothingExecutable(container);
    expect(textNodesEqualTo(container, payload)).toBe(TEXT_PLACES);
    // The links and images with a safe target are kept, and the payload stays an attribute value.
    for (const label of LINK_LABELS) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', SAFE_LINK);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    for (const image of Array.from(images)) {
      expect(image.getAttribute('alt')).toBe(payload);
      expect(image.hasAttribute('width')).toBe(false);
    }
  });

  it('still renders the safe forms of every block type (the payload tests would pass on an empty render otherwise)', () => {
    const { container } = renderWithProviders(<RichText blocks={everyBlockType(SAFE_LINK, 'Bonjour')} />);
    expect(screen.getAllByRole('heading')).toHaveLength(7);
    expect(container.querySelector('blockquote')).toHaveTextContent('Bonjour');
    expect(container.querySelector('pre code')).toHaveTextContent('Bonjour');
    expect(container.querySelector('ol li a')).toHaveAttribute('href', SAFE_LINK);
    expect(container.querySelector('strong em u s code, s > u > em > strong > code')).toHaveTextContent('Bonjour');
    expect(container.querySelector('img')).toHaveAttribute('src', SAFE_LINK);
  });
});
