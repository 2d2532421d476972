import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CAMPUS_NAMES, chromeFixture } from '@/testing/fixtures/site-chrome';
import { CampusList } from '../campus-list';

describe('campus list block', () => {
  it('lists every campus sorted by name, each linked to its page, and links to the campus list', () => {
    renderWithProviders(<CampusList block={{ title: '26 campus en France' }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: '26 campus en France' })).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0];
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The build data gives them in reverse order.
    expect(names).toEqual([...CAMPUS_NAMES].sort((a, b) => a.localeCompare(b, 'fr')).map((name) => `ESNUM ${name}`));
    expect(names).toHaveLength(26);
    expect(within(list).getByRole('link', { name: 'ESNUM Saint-Étienne' })).toHaveAttribute('href', '/campus/saint-etienne');
    expect(screen.getByRole('link', { name: 'Tous nos campus' })).toHaveAttribute('href', '/campus');
  });

  it('links to the English pages on English pages', () => {
    renderWithProviders(<CampusList block={{ title: null }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our campuses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ESNUM Lyon' })).toHaveAttribute('href', '/en/campus/lyon');
  });

  it('says so when there is no campus', () => {
    renderWithProviders(<CampusList block={{ title: 'Nos campus' }} language="fr" />, {
      buildData: { ...chromeFixture, campuses: { nodes: [] } },
    });
    expect(screen.getByText('Aucun campus pour le moment.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
