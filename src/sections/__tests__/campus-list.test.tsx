import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { CAMPUS_NAMES, chromeFixture } from '@/testing/fixtures/site-chrome';
import { sectionsStaticData } from '@/testing/fixtures/sections';
import { CampusList } from '../campus-list';

describe('campus list block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

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

  it('pins on the map of France the campuses that have coordinates, the map hidden from screen readers (the names are the links)', () => {
    const { container } = renderWithProviders(<CampusList block={{ title: '26 campus en France' }} language="fr" />);
    /* eslint-disable testing-library/no-container, testing-library/no-node-access -- the map is a picture, with no role to query by */
    const map = container.querySelector('[data-campus-map]');
    expect(map).toHaveAttribute('aria-hidden', 'true');
    expect(map?.querySelector('img')).toHaveAttribute('src', '/images/france-map.svg');
    expect([...container.querySelectorAll('[data-campus]')].map((pin) => pin.getAttribute('data-campus'))).toEqual([
      'lyon',
      'saint-etienne',
    ]);
    // Saint-Étienne is south-west of Lyon: its pin is lower and to the left.
    const [lyon, saintEtienne] = [...container.querySelectorAll('[data-campus]')].map((pin) => pin.getAttribute('transform'));
    /* eslint-enable testing-library/no-container, testing-library/no-node-access */
    const position = (transform: string | null) =>
      (transform ?? '')
        .match(/translate\((\S+) (\S+)\)/)!
        .slice(1)
        .map(Number);
    expect(position(saintEtienne)[0]).toBeLessThan(position(lyon)[0]);
    expect(position(saintEtienne)[1]).toBeGreaterThan(position(lyon)[1]);
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
