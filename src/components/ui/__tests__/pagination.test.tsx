import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Pagination, type PaginationLink } from '../pagination';

const page = (n: number, current = false): PaginationLink => ({
  href: `/actualites/page/${n}`,
  text: String(n),
  name: `Page ${n}`,
  current,
});
const front: PaginationLink = { href: '/actualites', text: 'Récentes', name: 'Les actualités les plus récentes' };
const steps = {
  previous: { href: '/actualites/page/6', label: 'Plus récentes' },
  next: { href: '/actualites/page/4', label: 'Plus anciennes' },
};

describe('Pagination', () => {
  it('is a named navigation: the step back, the pages in the order given, the step forward', () => {
    render(<Pagination label="Pagination des actualités" entries={[front, 'gap', page(6), page(5, true), page(4), page(1)]} {...steps} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Plus récentes', 'Les actualités les plus récentes', 'Page 6', 'Page 5', 'Page 4', 'Page 1', 'Plus anciennes']);
    expect(within(nav).getByRole('link', { name: 'Plus récentes' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Plus anciennes' })).toHaveAttribute('href', '/actualites/page/4');
    expect(within(nav).getByRole('link', { name: 'Plus anciennes' })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: 'Les actualités les plus récentes' })).toHaveTextContent('Récentes');
  });

  it('marks the current page, and only it', () => {
    render(<Pagination label="Pagination" entries={[{ ...front, current: true }, page(2), page(1)]} />);
    expect(screen.getByRole('link', { name: 'Les actualités les plus récentes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: /Plus/ })).toBeNull();
  });

  it('hides the gaps from screen readers and renders nothing for a single page', () => {
    const { rerender } = render(<Pagination label="Pagination" entries={[front, page(20), 'gap', page(1)]} />);
    expect(screen.getByText('…')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Pagination label="Pagination" entries={[{ ...front, current: true }]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
