/* eslint-disable testing-library/no-container, testing-library/no-node-access -- checks that no <img> at all is left, decorative ones included */
import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RichText, richTextOutline } from '../rich-text';

const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...marks });

describe('RichText', () => {
  it('renders paragraphs, headings (from h2) and lists as elements', () => {
    renderWithProviders(
      <RichText
        blocks={[
          { type: 'heading', level: 1, children: [text('Titre principal')] },
          { type: 'paragraph', children: [text('Un '), text('mot', { bold: true }), text(' important.')] },
          { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Premier')] }] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Titre principal' })).toBeInTheDocument();
    expect(screen.getByText('mot').tagName).toBe('STRONG');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('listitem')).toHaveTextContent('Premier');
  });

  describe('heading levels', () => {
    const heading = (level: unknown, title: string) => ({ type: 'heading', level, children: [text(title)] });
    const outline = () => screen.getAllByRole('heading').map((element) => [Number(element.tagName.slice(1)), element.textContent]);

    it('starts a body written from h3 at h2, under the page title, each heading keeping its rank', () => {
      renderWithProviders(
        <RichText
          blocks={[
            { type: 'paragraph', children: [text('Introduction.')] },
            heading(3, 'Nous écrire'),
            heading(4, 'Par courrier'),
            heading(3, 'Nous appeler'),
          ]}
        />,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Nous écrire' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Par courrier' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Nous appeler' })).toBeInTheDocument();
    });

    it('starts at the level it is given under a section title, from whatever level the body starts', () => {
      const body = [heading(1, 'Prérequis'), heading(2, 'Dossier'), heading(1, 'Calendrier')];
      const { unmount } = renderWithProviders(<RichText blocks={body} headingLevel={3} />);
      expect(outline()).toEqual([
        [3, 'Prérequis'],
        [4, 'Dossier'],
        [3, 'Calendrier'],
      ]);
      unmount();
      renderWithProviders(<RichText blocks={[heading(2, 'Prérequis'), heading(3, 'Dossier')]} headingLevel={4} />);
      expect(outline()).toEqual([
        [4, 'Prérequis'],
        [5, 'Dossier'],
      ]);
    });

    it('never goes past h6', () => {
      renderWithProviders(<RichText blocks={[1, 2, 3, 4, 5, 6].map((level) => heading(level, `Niveau ${level}`))} headingLevel={4} />);
      expect(outline()).toEqual([
        [4, 'Niveau 1'],
        [5, 'Niveau 2'],
        [6, 'Niveau 3'],
        [6, 'Niveau 4'],
        [6, 'Niveau 5'],
        [6, 'Niveau 6'],
      ]);
    });

    it('closes up a level the editor skipped, and reads a malformed level as a first-level heading', () => {
      const { unmount } = renderWithProviders(
        <RichText blocks={[heading(2, 'Accueil'), heading(5, 'Horaires'), heading('grand', 'Accès')]} />,
      );
      expect(outline()).toEqual([
        [2, 'Accueil'],
        [3, 'Horaires'],
        [2, 'Accès'],
      ]);
      unmount();
      // A body opening on a heading below its highest one still opens right under the section's title.
      renderWithProviders(<RichText blocks={[heading(4, 'Horaires'), heading(3, 'Accueil')]} headingLevel={3} />);
      expect(outline()).toEqual([
        [3, 'Horaires'],
        [3, 'Accueil'],
      ]);
    });
  });

  it('keeps site and web links, and turns javascript: links into plain text', () => {
    renderWithProviders(
      <RichText
        blocks={[
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: '/admission', children: [text('Admission')] },
              { type: 'link', url: 'javascript:alert(1)', children: [text('Piège')] },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Admission' })).toHaveAttribute('href', '/admission');
    expect(screen.queryByRole('link', { name: 'Piège' })).not.toBeInTheDocument();
    expect(screen.getByText('Piège')).toBeInTheDocument();
  });

  it('renders text as text, never as HTML', () => {
    const { container } = renderWithProviders(
      <RichText blocks={[{ type: 'paragraph', children: [text('<img src=x onerror=alert(1)>')] }]} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('loads pictures uploaded to the CMS from the CMS, lazily, with their alternative text', () => {
    renderWithProviders(
      <RichText
        blocks={[
          {
            type: 'image',
            image: { url: '/uploads/salle_projet_1a2b.jpg', alternativeText: 'Une salle de projet', width: 800, height: 533 },
          },
          { type: 'image', image: { url: 'https://images.example/plan.png', alternativeText: null } },
        ]}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Une salle de projet' });
    expect(picture).toHaveAttribute('src', 'http://127.0.0.1:1337/uploads/salle_projet_1a2b.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '800');
    expect(screen.getByRole('presentation')).toHaveAttribute('src', 'https://images.example/plan.png');
  });

  it("shows an editor's soft line break and empty paragraph as line breaks, as the CMS editor does", () => {
    const { container } = renderWithProviders(
      <RichText
        blocks={[
          { type: 'paragraph', children: [text('Bâtiment A\nPremier étage')] },
          { type: 'paragraph', children: [text('')] },
        ]}
      />,
    );
    expect(container.innerHTML).toBe('<p>Bâtiment A<br>Premier étage</p><br>');
  });

  it('keeps links in code blocks, nests marks as <s><u><em><strong><code> and skips unknown or malformed nodes', () => {
    const { container } = renderWithProviders(
      <RichText
        blocks={[
          null,
          { type: 'embed', children: [text('ignoré')] },
          { type: 'code', children: [text('npm start'), { type: 'link', url: '/docs', children: [text('docs')] }] },
          {
            type: 'paragraph',
            children: [
              7,
              { type: 'text', text: 5 },
              text('tout', { bold: true, code: true, strikethrough: true, italic: true, underline: true, sparkle: true }),
            ],
          },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<pre><code>npm start<a href="/docs">docs</a></code></pre><p><s><u><em><strong><code>tout</code></strong></em></u></s></p>',
    );
  });

  it('keeps French punctuation with its word in prose, and code exactly as written', () => {
    renderWithProviders(
      <RichText
        blocks={[
          { type: 'paragraph', children: [text('Prêt ? Tapez '), text('a ? b : c', { code: true })] },
          { type: 'code', children: [text('const x = ok ? 1 : 2;')] },
        ]}
      />,
    );
    // Compared character by character: a matcher would fold the non-breaking space into a space.
    const exactly = { normalizer: (value: string) => value };
    expect(screen.getByText('Prêt\u00a0? Tapez ', exactly)).toHaveRole('paragraph');
    expect(screen.getByText('a ? b : c', exactly)).toHaveRole('code');
    expect(screen.getByText('const x = ok ? 1 : 2;', exactly)).toHaveRole('code');
  });

  it('renders nothing for empty or malformed content', () => {
    const { container } = renderWithProviders(<RichText blocks={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('anchors for an in-page menu', () => {
    const legal = [
      { type: 'heading', level: 2, children: [text('Article 1 – Objet')] },
      { type: 'paragraph', children: [text('Les présentes conditions…')] },
      { type: 'heading', level: 3, children: [text('Un détail')] },
      { type: 'heading', level: 2, children: [text('Article 2 – '), { type: 'link', url: '/admission', children: [text('Inscription')] }] },
      { type: 'heading', level: 2, children: [text('Article 1 – Objet')] },
    ];

    it('gives the highest headings ids from their words, numbered when two read alike, and the outline the same ids', () => {
      renderWithProviders(<RichText blocks={legal} anchors />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.id)).toEqual([
        'article-1-objet',
        'article-2-inscription',
        'article-1-objet-2',
      ]);
      expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('id');
      expect(richTextOutline(legal)).toEqual([
        { id: 'article-1-objet', title: 'Article 1\u00a0– Objet' },
        { id: 'article-2-inscription', title: 'Article 2\u00a0– Inscription' },
        { id: 'article-1-objet-2', title: 'Article 1\u00a0– Objet' },
      ]);
    });

    it('never gives an id twice, even when a heading reads like a numbered one', () => {
      const headings = ['Objet', 'Objet', 'Objet 2'].map((words) => ({ type: 'heading', level: 2, children: [text(words)] }));
      expect(richTextOutline(headings).map((entry) => entry.id)).toEqual(['objet', 'objet-2', 'objet-2-2']);
    });

    it('gives no id without anchors, and never takes one from the content', () => {
      const { container } = renderWithProviders(
        <RichText blocks={[{ type: 'heading', level: 2, anchor: '___gatsby', id: 'x', children: [text('Titre')] }]} />,
      );
      expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('id');
      expect(container.querySelector('[id]')).toBeNull();
    });
  });
});
