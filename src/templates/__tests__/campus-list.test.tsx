import React from 'react';
import { screen, within } from '@testing-library/react';
import CampusListTemplate from '../campus-list';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { CAMPUSES, NO_LOCALES } from '@/testing/fixtures/content';

describe('campus list', () => {
  it('groups the campuses by region, regions and campuses sorted by name, with a menu of the regions', () => {
    renderWithProviders(
      <CampusListTemplate
        {...pageProps<Queries.CampusListTemplateQuery>(
          { campuses: { nodes: [...CAMPUSES].reverse() }, locales: NO_LOCALES },
          { path: '/campus' },
        )}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Auvergne-Rhône-Alpes',
      'Hauts-de-France',
      'Nouvelle-Aquitaine',
      // The page's closing call.
      'Vous avez trouvé votre campus\u00a0?',
    ]);
    const north = screen.getByRole('region', { name: 'Hauts-de-France' });
    expect(
      within(north)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Arras', 'Lille']);
    expect(within(north).getByRole('link', { name: 'Arras' })).toHaveAttribute('href', '/campus/arras');
    const regions = screen.getByRole('navigation', { name: 'Régions' });
    expect(within(regions).getByRole('link', { name: 'Hauts-de-France' })).toHaveAttribute('href', '#region-hauts-de-france');
    expect(screen.getByText('5 campus en France')).toBeInTheDocument();
  });
});
