/* eslint-disable testing-library/no-node-access -- a category group is its heading's wrapper, which has no role */
import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { sectionsStaticData } from '@/testing/fixtures/sections';
import { ProgrammeList } from '../programme-list';

const groupHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const groupOf = (name: string) => screen.getByRole('heading', { level: 3, name }).parentElement as HTMLElement;

describe('programme list block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

  it('groups the programmes by category in the dictionary order, titles sorted, each linked to its page', () => {
    renderWithProviders(<ProgrammeList block={{ title: 'Nos formations, du bac+2 au bac+5', category: null }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos formations, du bac+2 au bac+5' })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['BTS', 'Bachelor', 'Mastère', 'Programme Grande École']);
    const bachelor = groupOf('Bachelor');
    expect(
      within(bachelor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bachelor Cybersécurité', 'Bachelor Développement web']);
    expect(within(bachelor).getByRole('link', { name: 'Bachelor Cybersécurité' })).toHaveAttribute(
      'href',
      '/programmes/bachelor-cybersecurite',
    );
    // Each category's card ends on how many programmes it leads to, the category read by screen readers.
    expect(within(bachelor).getByRole('link', { name: 'Voir les 2 formations Bachelor' })).toHaveAttribute(
      'href',
      '/programmes/categorie/bachelor',
    );
    expect(screen.getByRole('link', { name: 'Toutes nos formations' })).toHaveAttribute('href', '/programmes');
  });

  it("names a category's first three programmes under a line on what it is for, the link saying how many there are", () => {
    const bachelors = ['Data', 'Design', 'Cloud', 'Cybersécurité', 'Marketing'].map((field) => ({
      locale: 'fr',
      title: `Bachelor ${field}`,
      slug: `bachelor-${field.toLowerCase()}`,
      category: 'bachelor',
      graduationLevel: 3,
    }));
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData({ programmes: bachelors }));
    renderWithProviders(<ProgrammeList block={{ title: null, category: null }} language="fr" />);
    const bachelor = groupOf('Bachelor');
    expect(within(bachelor).getByText('Trois ans pour choisir sa voie et entrer dans le métier.')).toBeInTheDocument();
    expect(
      within(bachelor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bachelor Cloud', 'Bachelor Cybersécurité', 'Bachelor Data']);
    expect(within(bachelor).getByRole('link', { name: 'Voir les 5 formations Bachelor' })).toHaveAttribute(
      'href',
      '/programmes/categorie/bachelor',
    );
  });

  it("keeps to the block's category, without sub-headings, and links to that category's landing", () => {
    renderWithProviders(<ProgrammeList block={{ title: 'Nos Bachelors', category: 'bachelor' }} language="fr" />);
    expect(groupHeadings()).toEqual([]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bachelor Cybersécurité',
      'Bachelor Développement web',
    ]);
    expect(screen.getByRole('link', { name: 'Toutes les formations Bachelor' })).toHaveAttribute('href', '/programmes/categorie/bachelor');
    expect(screen.queryByRole('link', { name: 'Mastère Cybersécurité' })).not.toBeInTheDocument();
  });

  it('shows the English programmes and category names on English pages', () => {
    renderWithProviders(<ProgrammeList block={{ title: null, category: null }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our programmes' })).toBeInTheDocument();
    expect(groupHeadings()).toContain('Grande École Programme');
    expect(screen.getByRole('link', { name: 'BTS SIO (SLAM option)' })).toHaveAttribute('href', '/en/programmes/bts-sio-slam');
    expect(screen.getByRole('link', { name: 'All our programmes' })).toHaveAttribute('href', '/en/programmes');
  });

  it("says 'Aucune formation associée.' when no programme matches", () => {
    renderWithProviders(<ProgrammeList block={{ title: 'Nos MBA', category: 'mba' }} language="fr" />);
    expect(screen.getByText('Aucune formation associée.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
