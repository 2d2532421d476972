/* eslint-disable testing-library/no-node-access, testing-library/no-container -- checks image markup (<picture>, fetchpriority) and the list item of a key figure */
import React from 'react';
import { screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import HomeTemplate from '../home';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { HOME_LAYOUT, sectionsStaticData } from '@/testing/fixtures/sections';

const TITLE = "ESNUM, l'école supérieure du numérique et du management";
const data = (pageLayout: unknown[]) => ({ page: { title: TITLE, seo: { metaDescription: 'ESNUM.' }, pageLayout }, locales: NO_LOCALES });
const renderHome = (pageLayout: unknown[] = HOME_LAYOUT, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <HomeTemplate
      {...pageProps<Queries.HomeTemplateQuery, SitePageContext>(data(pageLayout), { language, path: language === 'fr' ? '/' : '/en' })}
    />,
    {
      language,
    },
  );

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData());
  mockFetch([]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('home page', () => {
  // The carousels' blocks hydrate later in the browser, from their own chunk: the first render
  // waits for it (React keeps it for the renders after).
  beforeAll(async () => {
    jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData());
    mockFetch([]);
    // eslint-disable-next-line testing-library/no-render-in-lifecycle -- warms the lazy blocks once for every test below
    const { unmount } = renderHome();
    await screen.findByRole('heading', { level: 2, name: 'Ils en parlent le mieux' });
    await screen.findByRole('heading', { level: 2, name: 'Actualités' });
    await screen.findByRole('heading', { level: 2, name: 'Nos formations, du bac+2 au bac+5' });
    unmount();
  });

  it('is composed from the CMS layout: the hero holds the only h1, every other block is a section under an h2', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Apprenez les métiers du numérique et du management, en les pratiquant',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'ESNUM en chiffres',
      'Nos formations, du bac+2 au bac+5',
      'Prochains événements',
      'Actualités',
      '26 campus en France',
      'Ils en parlent le mieux',
      'Nos entreprises partenaires',
      'Trouvez la formation qui vous ressemble',
    ]);
  });

  it('shows the key figures with the 26 campuses, programme categories, events, news, campuses, testimonials, partners and calls to action', () => {
    renderHome();
    expect(screen.getByText('campus en France').closest('li')).toHaveTextContent(/^26 campus en France$/);
    expect(screen.getByRole('heading', { level: 3, name: 'Programme Grande École' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Journée portes ouvertes\u00a0— Lyon' })).toHaveAttribute('href', '/agenda/jpo-lyon');
    expect(screen.getByRole('link', { name: 'Actualité 1' })).toHaveAttribute('href', '/actualites/actualite-1');
    expect(screen.getByRole('link', { name: 'ESNUM Angers' })).toHaveAttribute('href', '/campus/angers');
    expect(screen.getByText('Je vois tout de suite à quoi servent les cours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordlys Informatique' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos formations' })).toHaveAttribute('href', '/programmes');
    expect(screen.getByRole('link', { name: 'Télécharger la brochure' })).toHaveAttribute('href', '/crm/brochure');
  });

  it('loads the hero image at once with high priority, and every other image lazily', () => {
    const { container } = renderHome();
    const images = Array.from(container.querySelectorAll('picture > img'));
    const [hero, ...others] = images;
    expect(hero.getAttribute('src')).toContain('home-hero');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('uses the page title as h1 when the layout does not open with a hero, and keeps the hero image lazy then', () => {
    const { container } = renderHome([...HOME_LAYOUT.slice(1), HOME_LAYOUT[0]]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([TITLE]);
    expect(container.querySelector('[fetchpriority]')).toBeNull();
  });

  it('skips a block type the site does not know and shows the rest', () => {
    renderHome([HOME_LAYOUT[0], { __typename: 'STRAPI__COMPONENT_SECTIONS_MAP', title: 'Carte des campus' }, HOME_LAYOUT[1]]);
    expect(screen.queryByText('Carte des campus')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ESNUM en chiffres' })).toBeInTheDocument();
  });

  it('links to the English pages on the English home', () => {
    renderHome(HOME_LAYOUT, 'en');
    expect(screen.getByRole('link', { name: 'Open day\u00a0— Lyon' })).toHaveAttribute('href', '/en/agenda/jpo-lyon');
    expect(screen.getByRole('link', { name: 'News item 1' })).toHaveAttribute('href', '/en/actualites/actualite-1');
    expect(screen.getByRole('link', { name: 'All our programmes' })).toHaveAttribute('href', '/en/programmes');
    expect(screen.getByText('campuses in France')).toBeInTheDocument();
  });
});
