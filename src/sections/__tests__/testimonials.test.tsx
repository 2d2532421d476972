/* eslint-disable testing-library/no-node-access -- checks that the quote is a <blockquote> */
import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { sectionsStaticData } from '@/testing/fixtures/sections';
import { Testimonials } from '../testimonials';

describe('testimonials block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

  it('shows each quote with its author, role and photo (alternative text from the CMS, loaded lazily)', () => {
    renderWithProviders(<Testimonials block={{ title: 'Ils en parlent le mieux' }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ils en parlent le mieux' })).toBeInTheDocument();
    const [ines, lucas] = screen.getAllByRole('listitem');
    expect(within(ines).getByText('Mes deux années d’alternance m’ont menée à mon premier poste.').closest('blockquote')).not.toBeNull();
    expect(within(ines).getByRole('figure')).toHaveTextContent('Inès Garnier, Diplômée du Mastère Cybersécurité');
    const photo = within(ines).getByRole('img', { name: 'Portrait d’Inès Garnier' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(within(lucas).getByRole('figure')).toHaveTextContent(/Lucas Hamelin$/);
    expect(within(lucas).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the English testimonials on English pages, with the dictionary title when the block has none', () => {
    renderWithProviders(<Testimonials block={{ title: null }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByText('My two years of work-study led me to my first job.')).toBeInTheDocument();
    expect(screen.queryByText('Mes deux années d’alternance m’ont menée à mon premier poste.')).not.toBeInTheDocument();
  });

  it('renders nothing without testimonials', () => {
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData({ testimonials: [] }));
    const { container } = renderWithProviders(<Testimonials block={{ title: 'Témoignages' }} language="fr" />);
    expect(container).toBeEmptyDOMElement();
  });
});
