import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import * as errorPage from '../error-page';
import { PageErrorBoundary } from '../error-boundary';

const Broken = (): React.ReactElement => {
  throw new Error('campus is undefined');
};

describe('page error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('replaces a page that fails to render by the error page (500), loaded when needed', async () => {
    renderWithProviders(
      <PageErrorBoundary language="fr" resetKey="/campus/x">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText('Erreur interne au serveur.')).toBeInTheDocument();
    expect(screen.getByText('campus is undefined')).toBeInTheDocument();
  });

  it('falls back to a last page, with the details and a link home, when the error page fails too', async () => {
    jest.spyOn(errorPage, 'ErrorPage').mockImplementation(() => {
      throw new Error('the error page broke');
    });
    renderWithProviders(
      <PageErrorBoundary language="fr" resetKey="/x">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: "Une erreur est survenue lors de l'affichage de la page d'erreur." }),
    ).toBeInTheDocument();
    expect(screen.getByText('the error page broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir au site' })).toHaveAttribute('href', '/');
  });

  it('shows the page again after navigating away', () => {
    const { rerender } = renderWithProviders(
      <PageErrorBoundary language="fr" resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary language="fr" resetKey="/b">
        <p>Une autre page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Une autre page')).toBeInTheDocument();
  });
});
