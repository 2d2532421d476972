import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchOpen } from '@/features/site-search/search-state';
import NotFoundPage from '../404';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { pageLocales } from '@/testing/fixtures/site-seo';

// The error page's own content (messages by status, links) is tested in
// src/components/errors/__tests__/error-page.test.tsx: here, what the 404 page adds to it.
/** Says whether the site search, which the frame's dialog shows, is open. */
const SearchProbe = () => <p>{useSearchOpen()[0] ? 'search open' : 'search closed'}</p>;

const renderNotFound = (language: 'fr' | 'en') =>
  renderWithProviders(
    <>
      <SearchProbe />
      <NotFoundPage
        {...pageProps<Queries.NotFoundPageQuery, SitePageContext>(
          { locales: pageLocales(language, ['common']) },
          { language, path: language === 'fr' ? '/404' : '/en/404' },
        )}
      />
    </>,
    { language },
  );

describe('404 page', () => {
  it('says "Page introuvable" above the French error page of status 404, all of it in French', () => {
    renderNotFound('fr');
    expect(screen.getByText('Page introuvable')).not.toHaveAttribute('lang');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Oups !']);
    expect(screen.getByText("Cette page n'existe pas (ou plus).")).toBeInTheDocument();
    expect(screen.queryByText(/could not be found|Oops/)).not.toBeInTheDocument();
    expect(screen.getByText('404', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Formations/ })).toHaveAttribute('href', '/programmes');
  });

  it("says the spec's 'This page could not be found' on the English 404 page, with English links", () => {
    renderNotFound('en');
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist (anymore).')).toBeInTheDocument();
    expect(screen.getByText('404', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Programmes/ })).toHaveAttribute('href', '/en/programmes');
  });

  it('offers the site search beside the way home, with its picture of a student at a signpost', async () => {
    renderNotFound('fr');
    expect(screen.getByRole('img', { name: /une étudiante devant un panneau indicateur/ })).toHaveAttribute('src', '/images/lost.svg');
    expect(screen.getByText("Revenez à l'accueil, ou cherchez une formation, un campus, une date.")).toBeInTheDocument();
    expect(screen.getByText('search closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByText('search open')).toBeInTheDocument();
  });
});
