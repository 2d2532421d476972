import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import NewsListTemplate from '../news-list';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NEWS, NO_LOCALES } from '@/testing/fixtures/content';
import { newerPagesKnown, newsListLayout, newsPageSlice, type NewsPageRef } from '@/lib/news-pages';

const CATEGORIES = [
  { slug: 'vie-etudiante', title: 'Vie étudiante' },
  { slug: 'partenariats', title: 'Partenariats' },
];
const CAMPUSES = [
  { slug: 'lyon', name: 'Lyon' },
  { slug: 'arras', name: 'Arras' },
];

// 40 news items: /actualites holds the newest 16, pages 2 and 1 the next twelve each.
const FORTY = Array.from({ length: 40 }, (_, index) => ({
  ...NEWS[index % NEWS.length],
  slug: `actualite-${index + 1}`,
  title: `Actualité numéro ${index + 1}`,
}));

// As the build gives it (plugins/site-pages/creators/news.ts): the page's own slice of the news,
// newest first, and how many numbered pages are newer than it (and the months of the pages it links, when a test gives them).
const renderPage = (
  page: NewsPageRef,
  {
    news = FORTY,
    search = '',
    numberedPages = newsListLayout(news.length).numberedPages,
    pageMonths = undefined as Record<number, string> | undefined,
  } = {},
) => {
  const [start, end] = newsPageSlice(page, news.length);
  const shown = news.slice(start, end);
  return renderWithProviders(
    <NewsListTemplate
      {...pageProps<Queries.NewsListTemplateQuery>(
        { news: shown, categories: { nodes: CATEGORIES }, campuses: { nodes: CAMPUSES }, locales: NO_LOCALES },
        {
          path: page === 'front' ? '/actualites' : `/actualites/page/${page}`,
          search,
          context: {
            page: page === 'front' ? null : page,
            newerPages: page === 'front' ? numberedPages : newerPagesKnown(page, numberedPages),
            newsIds: shown.map((item) => item.slug),
            pageMonths,
          },
        },
      )}
    />,
  );
};

const linkNames = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('news list', () => {
  it('opens on the newest news, all of the front page in view, with an accessible pagination as the one way on', () => {
    renderPage('front');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    // Right under the page title: no level is skipped.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Actualité numéro 1');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    // No "show more" before the pages: the sixteen are in one list, none folded away.
    const newsLists = screen.getAllByRole('list').filter((list) => within(list).queryAllByRole('article').length > 0);
    expect(newsLists).toHaveLength(1);
    expect(within(newsLists[0]).getAllByRole('article')).toHaveLength(16);
    expect(screen.queryByText(/actualités suivantes/)).not.toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    expect(linkNames(pagination)).toEqual(['Les actualités les plus récentes', 'Page 2', 'Page 1', 'Plus anciennes']);
    expect(within(pagination).getByRole('link', { name: 'Les actualités les plus récentes' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Plus anciennes' })).toHaveAttribute('href', '/actualites/page/2');
    expect(within(pagination).getByRole('link', { name: 'Plus anciennes' })).toHaveAttribute('rel', 'next');
  });

  it('says which weeks a numbered page holds, from its oldest news item to its newest', () => {
    // One news item every three days back from 20 November 2026: page 2 holds the 17th to the 28th.
    const dated = FORTY.map((item, index) => ({
      ...item,
      publishDate: new Date(Date.UTC(2026, 10, 20) - index * 3 * 86_400_000).toISOString(),
    }));
    renderPage(2, { news: dated });
    expect(screen.getByText(/^Les actualités publiées du/)).toHaveTextContent('Les actualités publiées du 31 août 2026 au 3 octobre 2026.');
  });

  it('numbers the older pages from the oldest, and says so, when the build gave no months', () => {
    renderPage(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actualités – page 2');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Actualité numéro 17');
    expect(screen.getByRole('link', { name: 'Plus récentes' })).toHaveAttribute('href', '/actualites');
    expect(screen.getByRole('link', { name: 'Plus anciennes' })).toHaveAttribute('href', '/actualites/page/1');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/la page 1 réunit les premières actualités publiées/)).toBeInTheDocument();
  });

  it('names each numbered page it links by its months, as the build wrote them, with its number for a phone', () => {
    const pageMonths = { 2: 'juin–août 2026', 1: 'févr.–mai 2026' };
    renderPage('front', { pageMonths });
    const pagination = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    const [front, newer, older, step] = within(pagination).getAllByRole('link');
    expect([front, step].map((link) => link.textContent)).toEqual(['Récentes', 'Plus anciennes']);
    // The months on a wider screen, the number on a phone (pagination.module.css shows one).
    expect(within(newer).getByText('juin–août 2026')).toBeInTheDocument();
    expect(within(newer).getByText('2')).toBeInTheDocument();
    expect(within(older).getByText('févr.–mai 2026')).toBeInTheDocument();
    expect(within(older).getByText('1')).toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Page 1 : févr.–mai 2026' })).toHaveAttribute('href', '/actualites/page/1');
  });

  it('titles a numbered page by its months, as its button, without the note on numbering', () => {
    renderPage(2, { pageMonths: { 2: 'juin–août 2026', 1: 'févr.–mai 2026' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actualités · juin–août 2026');
    expect(screen.getByRole('link', { name: 'Page 2 : juin–août 2026' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/la page 1 réunit les premières actualités publiées/)).not.toBeInTheDocument();
  });

  it('links the newest, the oldest and the pages around the current one of a long list, not every page', () => {
    renderPage(500, { news: Array.from({ length: 500 * 12 }, (_, index) => FORTY[index % 40]), numberedPages: 832 });
    const pagination = screen.getByRole('navigation', { name: 'Pagination des actualités' });
    expect(linkNames(pagination)).toEqual([
      'Plus récentes',
      'Les actualités les plus récentes',
      'Page 501',
      'Page 500',
      'Page 499',
      'Page 1',
      'Plus anciennes',
    ]);
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/actualites/page/1');
  });

  it('offers every category and campus, in alphabetical order', () => {
    renderPage('front');
    // The categories as chips (radio buttons), "all" first; the campuses in a select.
    const categories = within(screen.getByRole('group', { name: 'Catégorie' })).getAllByRole('radio');
    expect(categories.map((radio) => radio.getAttribute('value'))).toEqual(['', 'partenariats', 'vie-etudiante']);
    expect(screen.getByRole('radio', { name: 'Partenariats' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Toutes' })).toBeChecked();
    const campuses = within(screen.getByRole('combobox', { name: 'Campus' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(campuses.slice(1)).toEqual(['Arras', 'Lyon']);
  });

  it('filters through every news item of the index, not just the page, and hides the pagination', async () => {
    const fetchMock = mockFetch([[/^\/data\/news-fr\.json$/, { body: NEWS }]]);
    renderPage('front', { search: '?campus=arras' });
    // No count is announced before the index is there.
    expect(await screen.findByText('Recherche parmi toutes les actualités…')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(/^$/);
    expect(await screen.findByRole('link', { name: 'Actualité numéro 15' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(/^1 actualité$/);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination des actualités' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so, keeps the filters and offers to try again when the index cannot be loaded', async () => {
    const fetchMock = mockFetch([[/news-fr\.json/, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('front', { search: '?categorie=partenariats' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Les actualités n’ont pas pu être chargées pour le filtre.');
    expect(screen.getByRole('radio', { name: 'Partenariats' })).toBeChecked();
    expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();

    mockFetch([[/news-fr\.json/, { body: NEWS }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('sends a filter chosen on a numbered page to /actualites', async () => {
    renderPage(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Vie étudiante' }));
    expect(navigate).toHaveBeenLastCalledWith('/actualites?categorie=vie-etudiante', { state: { keepScroll: true } });
  });

  it("says 'Aucun résultat' when there is no news", () => {
    renderPage('front', { news: [] });
    expect(screen.getByText('Aucun résultat')).toBeInTheDocument();
  });
});
