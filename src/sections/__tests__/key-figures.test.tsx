import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { KEY_FIGURES, sectionsStaticData } from '@/testing/fixtures/sections';
import { KeyFigures } from '../key-figures';

const NBSP = '\u00a0';

describe('key figures block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

  it('shows the figures of the page language as the build wrote them, with their labels, the 26 campuses first', () => {
    renderWithProviders(<KeyFigures block={{ title: 'ESNUM en chiffres', intro: 'Une école, partout en France.' }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'ESNUM en chiffres' })).toBeInTheDocument();
    expect(screen.getByText('Une école, partout en France.')).toBeInTheDocument();
    const figures = screen.getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '26 campus en France',
      `22${NBSP}000 diplômés depuis 2005`,
      `92${NBSP}% de diplômés en emploi`,
    ]);
    expect(within(figures[0]).getByText('26').tagName).toBe('STRONG');
  });

  it('shows the English figures on English pages, with the dictionary title when the block has none', () => {
    renderWithProviders(<KeyFigures block={{ title: null, intro: null }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Key figures' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((figure) => figure.textContent)).toEqual([
      '26 campuses in France',
      '22,000 graduates since 2005',
      '92% of graduates in work',
    ]);
  });

  it('renders nothing when the CMS has no figure in the page language', () => {
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData({ keyFigures: KEY_FIGURES.filter((figure) => figure.locale === 'fr') }));
    const { container } = renderWithProviders(<KeyFigures block={{ title: 'Key figures', intro: null }} language="en" />, {
      language: 'en',
    });
    expect(container).toBeEmptyDOMElement();
  });
});
