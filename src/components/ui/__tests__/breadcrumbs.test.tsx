import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '../breadcrumbs';

const items = [{ label: 'Accueil', to: '/' }, { label: 'Formations', to: '/formations' }, { label: 'Bachelor Design graphique' }];

describe('Breadcrumbs', () => {
  it('is a named navigation holding an ordered list of the pages above this one', () => {
    render(<Breadcrumbs label="Fil d’Ariane" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'Formations', 'Bachelor Design graphique']);
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations');
  });

  it('marks the last item as the current page, as text and not a link', () => {
    render(<Breadcrumbs label="Fil d’Ariane" items={items} />);
    expect(screen.getByText('Bachelor Design graphique')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Bachelor Design graphique' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Formations' })).not.toHaveAttribute('aria-current');
  });

  it('marks the last item current even when it was given a path', () => {
    render(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Home', to: '/en' },
          { label: 'News', to: '/en/news' },
        ]}
      />,
    );
    expect(screen.getByText('News')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
