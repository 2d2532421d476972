import React from 'react';
import { screen } from '@testing-library/react';
import NotFoundPage from '../404';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { pageLocales } from '@/testing/fixtures/site-seo';

// The error page's own content (messages by status, links) is tested in
// src/components/errors/__tests__/error-page.test.tsx: here, what the 404 page adds to it.
const renderNotFound = (language: 'fr' | 'en') =>
  renderWithProviders(
    <NotFoundPage
      {...pageProps<Queries.NotFoundPageQuery, SitePageContext>(
        { locales: pageLocales(language, ['common']) },
        { language, path: language === 'fr' ? '/404' : '/en/404' },
      )}
    />,
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
});
