import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RichText } from '../rich-text';

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
          { type: 'image', image: { url: '/uploads/salle_projet_1a2b.jpg', alternativeText: 'Une salle de projet', width: 800, height: 533 } },
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

  it('renders nothing for empty or malformed content', () => {
    const { container } = renderWithProviders(<RichText blocks={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
