/* eslint-disable testing-library/no-node-access -- checks the server-rendered HTML string and the form a select belongs to */
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { screen, within } from '@testing-library/react';
import ErrorDebugTemplate from '../error-debug';
import { createTestI18n, renderWithProviders } from '@/testing/render';
import { headMarkup as serverMarkup } from '@/testing/render-head';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';

const page = (search: string, language: 'fr' | 'en') => (
  <ErrorDebugTemplate
    {...pageProps<Queries.ErrorDebugTemplateQuery, SitePageContext>(
      { locales: NO_LOCALES },
      { language, path: `${language === 'fr' ? '' : '/en'}/error/debug`, search },
    )}
  />
);

const renderDebug = (search = '', language: 'fr' | 'en' = 'fr') => renderWithProviders(page(search, language), { language });

/** The code the page shows, after "Code erreur :". */
const shownCode = () => screen.getByText(/^(Code erreur|Error code)/).querySelector('strong')?.textContent;

describe('error debug page', () => {
  it.each([
    ['?status=400', '400', 'Mauvaise requête.'],
    ['?status=401', '401', 'Utilisateur non authentifié.'],
    ['?status=403', '403', 'Accès refusé.'],
    ['?status=404', '404', "Cette page n'existe pas (ou plus)."],
    ['?status=503', '503', 'Erreur interne au serveur.'],
    ['?status=504', '504', 'Délai de réponse dépassé.'],
    ['?status=418', '418', 'Une erreur est survenue.'],
    ['?utm_source=test&status=401', '401', 'Utilisateur non authentifié.'],
  ])('shows the error page of the status in the query string (%s)', (search, code, message) => {
    renderDebug(search);
    expect(shownCode()).toBe(code);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Code à afficher' })).toHaveValue(code);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Oups !']);
  });

  it.each([
    ['without a status', ''],
    ['for a status that is not a number', '?status=abc'],
    ['for a status that is not an error', '?status=302'],
    ['for a status beyond 599', '?status=600'],
    ['for a decimal status', '?status=404.5'],
  ])('shows the 500 page %s', (_, search) => {
    renderDebug(search);
    expect(shownCode()).toBe('500');
    expect(screen.getByText('Erreur interne au serveur.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Code à afficher' })).toHaveValue('500');
  });

  it('keeps a valid status the list does not offer selected, so that "Afficher" shows it again', () => {
    renderDebug('?status=502');
    expect(shownCode()).toBe('502');
    expect(screen.getByRole('combobox', { name: 'Code à afficher' })).toHaveValue('502');
  });

  it('renders the default status on the server, where the query string is unknown', () => {
    const built = document.createElement('div');
    built.innerHTML = serverMarkup(<I18nextProvider i18n={createTestI18n('fr')}>{page('?status=404', 'fr')}</I18nextProvider>);
    expect(built.querySelector('strong')?.textContent).toBe('500');
  });

  it('is a plain GET form choosing the status', () => {
    renderDebug('?status=404');
    const select = screen.getByRole('combobox', { name: 'Code à afficher' });
    const form = select.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(select).toHaveAttribute('name', 'status');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['400', '401', '403', '404', '500', '503', '504', '418']);
    expect(within(form).getByRole('button', { name: 'Afficher' })).toBeInTheDocument();
  });

  it('reads in English', () => {
    renderDebug('?status=403', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(shownCode()).toBe('403');
    expect(screen.getByRole('combobox', { name: 'Code to show' })).toHaveValue('403');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Programmes/ })).toHaveAttribute('href', '/en/programmes');
  });
});
