import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import NewsListTemplate from '../news-list';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NEWS, NO_LOCALES } from '@/testing/fixtures/content';

const renderPage = (page: number, { news = NEWS, search = '' } = {}) =>
  renderWithProviders(
    <NewsListTemplate
      {...pageProps<Queries.NewsListTemplateQuery>(
        { index: { nodes: news }, locales: NO_LOCALES },
        {
          path: page === 1 ? '/actualites' : `/actualites/page/${page}`,
          search,
          context: { page, pageCount: Math.max(1, Math.ceil(news.length / 12)), limit: 12, skip: (page - 1) * 12 },
        },
      )}
    />,
  );

describe('news list', () => {
  it('shows 12 news per page, newest first, with an accessible pagination', () => {
    renderPage(1);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // Right under the page title: no level is skipped.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Actualité numéro 1');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('rel', 'next');
    expect(within(pagination).queryByRole('link', { name: 'Page précédente' })).not.toBeInTheDocument();
  });

  it('shows the rest on page 2, with a link back', () => {
    renderPage(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actualités – page 2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/actualites');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters through every news item, not just the page, and hides the pagination', () => {
    renderPage(1, { search: '?campus=arras' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Actualité numéro 15' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination des actualités' })).not.toBeInTheDocument();
  });

  it('sends a filter chosen on a later page to the first page', async () => {
    renderPage(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Vie étudiante');
    expect(navigate).toHaveBeenLastCalledWith('/actualites?categorie=vie-etudiante');
  });

  it("says 'Aucun résultat' when there is no news", () => {
    renderPage(1, { news: [] });
    expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
  });
});
