import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { HOME_LAYOUT, sectionsStaticData } from '@/testing/fixtures/sections';
import { SECTION_BLOCK_TYPES } from '../block-types';
import { SECTIONS, Sections } from '../registry';

type Blocks = React.ComponentProps<typeof Sections>['blocks'];

const OTHER_BLOCKS = [
  {
    __typename: 'STRAPI__COMPONENT_SECTIONS_RICH_TEXT',
    title: 'Le mot de la direction',
    body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Bienvenue.' }] }],
  },
  {
    __typename: 'STRAPI__COMPONENT_SECTIONS_FAQ',
    title: 'Questions fréquentes',
    items: [{ question: 'Quand postuler ?', answer: 'Dès janvier.' }],
  },
  {
    __typename: 'STRAPI__COMPONENT_SECTIONS_CARDS_GRID',
    title: 'Nos engagements',
    cards: [{ title: 'Handicap', text: null, url: '/handicap' }],
  },
  {
    __typename: 'STRAPI__COMPONENT_SECTIONS_VIDEO',
    title: 'Visite du campus',
    videoUrl: 'https://video.esnum.example/visite',
    caption: 'La visite en vidéo',
  },
];
const UNKNOWN_BLOCK = { __typename: 'STRAPI__COMPONENT_SECTIONS_MAP', title: 'Carte des campus' };

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData());
  mockFetch([]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ALL_BLOCKS = [...HOME_LAYOUT, ...OTHER_BLOCKS];

/** The event handlers React attached to an element (the props it keeps on the DOM node). */
const handlersOf = (element: Element) => {
  const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
  const props = (propsKey ? (element as unknown as Record<string, Record<string, unknown>>)[propsKey] : {}) ?? {};
  return Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function');
};

/**
 * What a section that never hydrates may hold: links (routed by the document's listener, or
 * opening the pop-in when they say so) and native controls (<details>). Anything else with a React
 * handler, or a form control, would be dead in the server HTML that is kept.
 */
const controlsNeedingReact = (container: Element) =>
  // Every element React rendered, whatever its role: the test is about what the DOM nodes carry.
  // eslint-disable-next-line testing-library/no-node-access
  [...container.querySelectorAll('*')].flatMap((element) => {
    const handlers = handlersOf(element);
    const isLink = element instanceof HTMLAnchorElement && element.getAttribute('href')?.startsWith('/');
    const isFormControl = /^(BUTTON|INPUT|SELECT|TEXTAREA)$/.test(element.tagName);
    return isFormControl || (handlers.length > 0 && !isLink) ? [`<${element.tagName.toLowerCase()}> ${handlers.join(', ')}`] : [];
  });

describe('page-builder registry', () => {
  it.each(ALL_BLOCKS.filter((block) => SECTIONS[block.__typename as keyof typeof SECTIONS].hydration === 'never'))(
    'keeps the server HTML of $__typename, which needs no React to work (no handler but on site links, no form control)',
    async (block) => {
      const { container } = renderWithProviders(<Sections blocks={[block] as unknown as Blocks} language="fr" />);
      await screen.findAllByRole('heading');
      expect(controlsNeedingReact(container)).toEqual([]);
    },
  );

  it('finds a control that needs React (the test above can fail)', () => {
    const { container } = renderWithProviders(
      <section>
        <a href="/programmes">Formations</a>
        <button type="button" onClick={() => undefined}>
          Suivant
        </button>
        <span onMouseEnter={() => undefined}>?</span>
      </section>,
    );
    expect(controlsNeedingReact(container)).toEqual(['<button> onClick', '<span> onMouseEnter']);
  });

  it('is tested below with one block of every known type', () => {
    expect(new Set([...HOME_LAYOUT, ...OTHER_BLOCKS].map((block) => block.__typename))).toEqual(new Set(SECTION_BLOCK_TYPES));
  });

  it('renders every known block type with its component, in layout order', async () => {
    renderWithProviders(<Sections blocks={[...HOME_LAYOUT, ...OTHER_BLOCKS] as unknown as Blocks} language="fr" />);
    // The lazy blocks (those the home page does not use, and the carousels) arrive with their own chunk.
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await waitFor(() => expect(headings()).toHaveLength(13));
    expect(headings()).toEqual([
      'ESNUM en chiffres',
      'Nos formations, du bac+2 au bac+5',
      'Prochains événements',
      'Actualités',
      '26 campus en France',
      'Ils en parlent le mieux',
      'Nos entreprises partenaires',
      'Trouvez la formation qui vous ressemble',
      'Le mot de la direction',
      // The programmes' aside beside the page's first text.
      'Nos formations',
      'Questions fréquentes',
      'Nos engagements',
      'Visite du campus',
    ]);
    const covered = new Set([...HOME_LAYOUT, ...OTHER_BLOCKS].map((block) => block.__typename));
    expect(SECTION_BLOCK_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it('gives the page its h1 through a hero that opens the layout, and an h2 to a hero further down', () => {
    const hero = HOME_LAYOUT[0];
    const { unmount } = renderWithProviders(<Sections blocks={[hero] as unknown as Blocks} language="fr" />);
    expect(screen.getByRole('heading', { level: 1, name: hero.title as string })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Sections blocks={[OTHER_BLOCKS[0], hero] as unknown as Blocks} language="fr" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: hero.title as string })).toBeInTheDocument();
  });

  it("puts the programmes' aside beside the page's first text only", async () => {
    const secondText = { ...OTHER_BLOCKS[0], title: 'Nos valeurs' };
    renderWithProviders(<Sections blocks={[OTHER_BLOCKS[1], OTHER_BLOCKS[0], secondText] as unknown as Blocks} language="fr" />);
    await screen.findByRole('heading', { level: 2, name: 'Nos valeurs' });
    const asides = screen.getAllByRole('complementary');
    expect(asides).toHaveLength(1);
    expect(within(asides[0]).getByRole('heading', { name: 'Nos formations' })).toBeInTheDocument();
    expect(within(asides[0]).getByRole('link', { name: 'Recevoir la brochure' })).toHaveAttribute('href', '/crm/brochure');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Questions fréquentes',
      'Le mot de la direction',
      'Nos formations',
      'Nos valeurs',
    ]);
  });

  it("leaves the programmes' aside out of a page whose hero asks the visitor to write to the school", async () => {
    const contactHero = { ...HOME_LAYOUT[0], popinAction: 'contact' };
    renderWithProviders(<Sections blocks={[contactHero, OTHER_BLOCKS[0]] as unknown as Blocks} language="fr" />);
    await screen.findByRole('heading', { level: 2, name: 'Le mot de la direction' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('renders nothing for an unknown block type, without throwing, and keeps the blocks around it', async () => {
    const render = () =>
      renderWithProviders(<Sections blocks={[OTHER_BLOCKS[0], UNKNOWN_BLOCK, null, OTHER_BLOCKS[1]] as unknown as Blocks} language="fr" />);
    expect(render).not.toThrow();
    await screen.findByRole('heading', { level: 2, name: 'Questions fréquentes' });
    expect(screen.queryByText('Carte des campus')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Le mot de la direction',
      'Nos formations',
      'Questions fréquentes',
    ]);
  });

  it('renders nothing for a layout made only of unknown blocks, or no layout', () => {
    const { container, rerender } = renderWithProviders(<Sections blocks={[UNKNOWN_BLOCK] as unknown as Blocks} language="fr" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Sections blocks={null} language="fr" />);
    expect(container).toBeEmptyDOMElement();
  });
});
