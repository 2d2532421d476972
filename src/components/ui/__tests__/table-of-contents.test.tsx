import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { TableOfContents } from '../table-of-contents';

const items = [
  { id: 'article-1-objet', title: 'Article 1 – Objet' },
  { id: 'article-2-inscription', title: 'Article 2 – Inscription' },
];

describe('TableOfContents', () => {
  it('is a named navigation with an ordered list of links to the headings', () => {
    render(<TableOfContents label="Sur cette page" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getByRole('link', { name: 'Article 2 – Inscription' })).toHaveAttribute('href', '#article-2-inscription');
  });

  it('marks the heading being read, and only it', () => {
    render(<TableOfContents label="Sur cette page" items={items} current="article-2-inscription" />);
    expect(screen.getByRole('link', { name: 'Article 2 – Inscription' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Article 1 – Objet' })).not.toHaveAttribute('aria-current');
  });
});
