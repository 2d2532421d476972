import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithProviders } from '@/testing/render';
import { siteChromeFixture } from '@/testing/fixtures/site-chrome';
import { SiteLayout } from '../site-layout';

const mockedStaticQuery = useStaticQuery as jest.Mock;

const withEnglish = (englishEnabled: boolean): Queries.SiteChromeQuery => ({
  ...siteChromeFixture,
  websites: { nodes: siteChromeFixture.websites.nodes.map((node) => ({ ...node, englishEnabled })) },
});

describe('SiteLayout', () => {
  beforeEach(() => mockedStaticQuery.mockReturnValue(siteChromeFixture));

  it('shows the CMS navbar menu: entries, dropdown sections and their links', () => {
    renderWithProviders(
      <SiteLayout pageContext={{ language: 'fr', alternates: { fr: '/', en: '/en' } }}>
        <p>Contenu</p>
      </SiteLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/programmes');
    expect(within(nav).getByText('BTS')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'BTS SIO option SLAM' })).toHaveAttribute('href', '/programmes/bts-sio-slam');
    expect(within(nav).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    expect(screen.getByRole('main')).toHaveTextContent('Contenu');
  });

  it('shows the footer groups (titles in upper case), single links and the fixed links', () => {
    renderWithProviders(
      <SiteLayout pageContext={{ language: 'fr', alternates: {} }}>
        <p />
      </SiteLayout>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: "L'ÉCOLE" })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nos engagements' })).toHaveAttribute('href', '/ecole/nos-engagements');
    expect(within(footer).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactez-nous');
    expect(within(footer).getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/cgv');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(footer).getByRole('link', { name: 'Charte des données personnelles' })).toHaveAttribute(
      'href',
      '/charte-donnees-personnelles',
    );
    expect(within(footer).getByRole('link', { name: 'Carrières' })).toHaveAttribute('href', 'https://carrieres.esnum.example');
  });

  it('links to the same page in English when the English option is on, and hides the switch otherwise', () => {
    const { unmount } = renderWithProviders(
      <SiteLayout pageContext={{ language: 'fr', alternates: { fr: '/agenda', en: '/en/agenda' } }}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/en/agenda');
    unmount();

    mockedStaticQuery.mockReturnValue(withEnglish(false));
    renderWithProviders(
      <SiteLayout pageContext={{ language: 'fr', alternates: { fr: '/agenda' } }}>
        <p />
      </SiteLayout>,
    );
    expect(screen.queryByRole('link', { name: 'English version' })).not.toBeInTheDocument();
  });

  it('uses the English menu on English pages and offers the French page back', () => {
    renderWithProviders(
      <SiteLayout pageContext={{ language: 'en', alternates: { fr: '/agenda', en: '/en/agenda' } }}>
        <p />
      </SiteLayout>,
      { language: 'en' },
    );
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/actualites');
    expect(screen.getByRole('link', { name: 'Version française' })).toHaveAttribute('href', '/agenda');
    expect(screen.getByRole('link', { name: 'Legal notices' })).toHaveAttribute('href', '/en/legal-notices');
  });
});
