/* eslint-disable testing-library/no-node-access, testing-library/no-container -- checks that a decorative logo has an empty alt and that no javascript: link is left anywhere */
import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { sectionsStaticData } from '@/testing/fixtures/sections';
import { Partners } from '../partners';

describe('partners block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

  it('shows each partner with its logo and a link to its site', () => {
    const { container } = renderWithProviders(<Partners block={{ title: 'Nos entreprises partenaires' }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos entreprises partenaires' })).toBeInTheDocument();
    const [nordlys, octets] = screen.getAllByRole('listitem');
    expect(within(nordlys).getByRole('img', { name: 'Logo Nordlys Informatique' })).toHaveAttribute('loading', 'lazy');
    expect(within(nordlys).getByRole('link', { name: 'Nordlys Informatique' })).toHaveAttribute(
      'href',
      'https://nordlys-informatique.example',
    );
    // A logo without alternative text is decorative; a link the CMS got wrong stays text.
    expect(octets.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(octets).queryByRole('link')).not.toBeInTheDocument();
    expect(within(octets).getByText('Octets Solidaires')).toBeInTheDocument();
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('uses the English alternative texts on English pages', () => {
    renderWithProviders(<Partners block={{ title: null }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nordlys Informatique logo' })).toBeInTheDocument();
  });

  it('renders nothing without partners', () => {
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData({ partners: [] }));
    const { container } = renderWithProviders(<Partners block={{ title: 'Nos partenaires' }} language="fr" />);
    expect(container).toBeEmptyDOMElement();
  });
});
