import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RichTextSection } from '../rich-text';

// Editors write their bodies from h3, whether or not the block has a title.
const body = [
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'Par courriel' }] },
  { type: 'paragraph', children: [{ type: 'text', text: 'Écrivez-nous, nous répondons sous deux jours.' }] },
];
const block = (title: string | null) => ({ title, body }) as unknown as Queries.SectionRichTextFieldsFragment;

describe('rich-text block', () => {
  it("puts the body's headings right under the block's title", () => {
    renderWithProviders(<RichTextSection block={block('Nous contacter')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Par courriel' })).toBeInTheDocument();
  });

  it("puts the body's headings right under the page title when the block has no title", () => {
    renderWithProviders(<RichTextSection block={block(null)} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Par courriel' })).toBeInTheDocument();
  });
});
