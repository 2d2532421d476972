import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { sectionsStaticData } from '@/testing/fixtures/sections';
import { NewsList } from '../news-list';

describe('news list block', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData()));

  it('shows the latest news, newest first, as many as the block asks, with dates and categories', () => {
    renderWithProviders(<NewsList block={{ title: 'Actualités', limit: 3 }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Actualités' })).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Actualité 1',
      'Actualité 2',
      'Actualité 3',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Actualité 1' })).toHaveAttribute('href', '/actualites/actualite-1');
    expect(within(items[0]).getByText('19 novembre 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Vie étudiante/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
  });

  it('shows 3 by default and 12 at most', () => {
    const { unmount } = renderWithProviders(<NewsList block={{ title: null, limit: null }} language="fr" />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    unmount();
    renderWithProviders(<NewsList block={{ title: null, limit: 40 }} language="fr" />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('shows the English news on English pages', () => {
    renderWithProviders(<NewsList block={{ title: null, limit: 1 }} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News item 1' })).toHaveAttribute('href', '/en/actualites/actualite-1');
    expect(screen.getByText('19 November 2026')).toBeInTheDocument();
  });

  it("says 'Aucun résultat' when there is no news", () => {
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData({ newsCount: 0 }));
    renderWithProviders(<NewsList block={{ title: 'Actualités', limit: 3 }} language="fr" />);
    expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
