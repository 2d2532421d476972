import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import NewsListTemplate from '../news-list';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NEWS, NO_LOCALES } from '@/testing/fixtures/content';

const CATEGORIES = [
  { slug: 'vie-etudiante', title: 'Vie étudiante' },
  { slug: 'partenariats', title: 'Partenariats' },
];
const CAMPUSES = [
  { slug: 'lyon', name: 'Lyon' },
  { slug: 'arras', name: 'Arras' },
];

// As the build gives it: the page's own slice of the news, newest first.
const renderPage = (page: number, { news = NEWS, search = '', pageCount = Math.max(1, Math.ceil(news.length / 12)) } = {}) =>
  renderWithProviders(
    <NewsListTemplate
      {...pageProps<Queries.NewsListTemplateQuery>(
        {
          news: news.slice((page - 1) * 12, page * 12),
          categories: { nodes: CATEGORIES },
          campuses: { nodes: CAMPUSES },
          locales: NO_LOCALES,
        },
        {
          path: page === 1 ? '/actualites' : `/actualites/page/${page}`,
          search,
          context: { page, pageCount, newsIds: news.slice((page - 1) * 12, page * 12).map((item) => item.slug) },
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

  it('links the first, the last and the pages around the current one of a long list, not every page', () => {
    renderPage(1, { pageCount: 834 });
    const pagination = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    const numbers = within(pagination)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '2', '3', '834']);
    expect(within(pagination).getByRole('link', { name: 'Page 834' })).toHaveAttribute('href', '/actualites/page/834');
  });

  it('offers every category and campus, in alphabetical order', () => {
    renderPage(1);
    // The categories as chips (radio buttons), "all" first; the campuses in a select.
    const categories = within(screen.getByRole('group', { name: 'Catégorie' })).getAllByRole('radio');
    expect(categories.map((radio) => radio.getAttribute('value'))).toEqual(['', 'partenariats', 'vie-etudiante']);
    expect(screen.getByRole('radio', { name: 'Partenariats' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tous' })).toBeChecked();
    const campuses = within(screen.getByRole('combobox', { name: 'Campus' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(campuses.slice(1)).toEqual(['Arras', 'Lyon']);
  });

  it('filters through every news item of the index, not just the page, and hides the pagination', async () => {
    const fetchMock = mockFetch([[/^\/data\/news-fr\.json$/, { body: NEWS }]]);
    renderPage(1, { search: '?campus=arras' });
    // No count is announced before the index is there.
    expect(await screen.findByText('Recherche parmi toutes les actualités…')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(/^$/);
    expect(await screen.findByRole('link', { name: 'Actualité numéro 15' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('1 résultat');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination des actualités' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so, keeps the filters and offers to try again when the index cannot be loaded', async () => {
    const fetchMock = mockFetch([[/news-fr\.json/, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(1, { search: '?categorie=partenariats' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Les actualités n’ont pas pu être chargées pour le filtre.');
    expect(screen.getByRole('radio', { name: 'Partenariats' })).toBeChecked();
    expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();

    mockFetch([[/news-fr\.json/, { body: NEWS }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('sends a filter chosen on a later page to the first page', async () => {
    renderPage(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Vie étudiante' }));
    expect(navigate).toHaveBeenLastCalledWith('/actualites?categorie=vie-etudiante', { state: { keepScroll: true } });
  });

  it("says 'Aucun résultat' when there is no news", () => {
    renderPage(1, { news: [] });
    expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
  });
});
