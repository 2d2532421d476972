import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ErrorPage } from '../error-page';

describe('ErrorPage', () => {
  it.each([
    [400, 'Mauvaise requête.'],
    [401, 'Utilisateur non authentifié.'],
    [403, 'Accès refusé.'],
    [404, "Cette page n'existe pas (ou plus)."],
    [500, 'Erreur interne au serveur.'],
    [503, 'Erreur interne au serveur.'],
    [504, 'Délai de réponse dépassé.'],
    [418, 'Une erreur est survenue.'],
  ])('shows the message of status %i', (status, message) => {
    renderWithProviders(<ErrorPage statusCode={status} language="fr" />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(String(status))).toBeInTheDocument();
  });

  it('lets a custom message override the status message', () => {
    renderWithProviders(<ErrorPage statusCode={500} customMessage="Le CMS est en maintenance." language="fr" />);
    expect(screen.getByText('Le CMS est en maintenance.')).toBeInTheDocument();
    expect(screen.queryByText('Erreur interne au serveur.')).not.toBeInTheDocument();
  });

  it('offers the main sections and a way back', () => {
    renderWithProviders(<ErrorPage statusCode={404} language="fr" />);
    expect(screen.getByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText('Mais on peut vous proposer de visiter ces pages')).toBeInTheDocument();
    // Each suggestion is named by its title, then the line that says what it holds.
    for (const [name, href] of [
      ["Accueil La page d'accueil de l'ESNUM", '/'],
      ['Formations Du BTS au Bac+5', '/programmes'],
      ['Campus 26 campus en France', '/campus'],
      ['Agenda Portes ouvertes et événements', '/agenda'],
      ["Actualités La vie de l'école", '/actualites'],
      ['Revenir au site', '/'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The site search is the 404 page's (src/pages/404.tsx): a server error's page sends home.
    expect(screen.queryByRole('button', { name: 'Rechercher' })).not.toBeInTheDocument();
    expect(screen.getByText("Cliquez sur le bouton ci-dessous pour revenir à l'accueil.")).toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    renderWithProviders(<ErrorPage statusCode={404} language="en" />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText(/Error code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programmes From BTS to Bac+5' })).toHaveAttribute('href', '/en/programmes');
  });
});
