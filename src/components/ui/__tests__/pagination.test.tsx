import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Pagination } from '../pagination';

const props = {
  label: 'Pagination des actualités',
  href: (n: number) => `/actualites/page/${n}`,
  previousLabel: 'Page précédente',
  nextLabel: 'Page suivante',
  pageLabel: (n: number) => `Page ${n}`,
};

describe('Pagination', () => {
  it('is a named navigation with previous, the numbers around the current page, and next', () => {
    render(<Pagination {...props} page={5} pageCount={12} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Page précédente', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 12', 'Page suivante']);
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/actualites/page/4');
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/actualites/page/6');
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('rel', 'next');
  });

  it('marks the current page, and only it', () => {
    render(<Pagination {...props} page={2} pageCount={3} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination {...props} page={1} pageCount={3} />);
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toBeInTheDocument();
    rerender(<Pagination {...props} page={3} pageCount={3} />);
    expect(screen.getByRole('link', { name: 'Page précédente' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page suivante' })).toBeNull();
  });

  it('hides the gaps from screen readers and renders nothing for a single page', () => {
    const { rerender } = render(<Pagination {...props} page={1} pageCount={20} />);
    const gap = screen.getByText('…');
    expect(gap).toHaveAttribute('aria-hidden', 'true');
    // Out of the list as a screen reader hears it: only the pages and the next link are its items.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '2', '3', '20', 'Page suivante']);
    rerender(<Pagination {...props} page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
