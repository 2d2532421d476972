import React from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import ArticleTemplate from '../article';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { HOME_LAYOUT, sectionsStaticData } from '@/testing/fixtures/sections';
import { ARTICLE, ARTICLE_LAYOUT } from '@/testing/fixtures/details';

const [HERO, HISTORY, FAQ] = ARTICLE_LAYOUT;

const renderArticle = (article: unknown, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <ArticleTemplate
      {...pageProps<Queries.ArticleTemplateQuery, SitePageContext>(
        { article, sections: { nodes: [{ rubrique: 'ecole', title: 'L’école' }] }, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/ecole` },
      )}
    />,
    { language },
  );

const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(sectionsStaticData());
  mockFetch([]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('section page', () => {
  it('renders its blocks in order, the opening hero holding the only h1', async () => {
    renderArticle(ARTICLE);
    // The rich-text and FAQ blocks arrive with their own chunk (src/sections/lazy-section.tsx).
    await screen.findByRole('heading', { level: 2, name: 'Questions fréquentes' });
    expect(h1s()).toEqual(['Une école ancrée dans ses territoires']);
    // A page opening on a hero ends, as the other pages, on the closing call.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Notre histoire',
      // The programmes' aside beside the page's first text.
      'Nos formations',
      'Questions fréquentes',
      'Envie de nous rencontrer\u00a0?',
    ]);
    expect(screen.getByText('26 campus, une même pédagogie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les campus' })).toHaveAttribute('href', '/campus');
    expect(screen.getByText('Fondée en 2005 par des professionnels du numérique.')).toBeInTheDocument();
    expect(screen.getByText('Les formations sont-elles reconnues ?')).toBeInTheDocument();
  });

  it('uses the page title as its only h1 when the layout has no hero', async () => {
    renderArticle({ ...ARTICLE, pageLayout: [HISTORY, FAQ] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Notre histoire' })).toBeInTheDocument();
    expect(h1s()).toEqual(['L’école']);
    // Without a hero (a legal text), no closing call.
    expect(screen.queryByRole('heading', { level: 2, name: /^Envie de nous rencontrer/ })).not.toBeInTheDocument();
  });

  it('uses the page title as its only h1 when the hero comes later, the hero then under an h2', () => {
    renderArticle({ ...ARTICLE, pageLayout: [HISTORY, HERO] });
    expect(h1s()).toEqual(['L’école']);
    expect(screen.getByRole('heading', { level: 2, name: 'Une école ancrée dans ses territoires' })).toBeInTheDocument();
  });

  it('ends on the call to action its editors placed last, without the closing call after it', () => {
    renderArticle({ ...ARTICLE, pageLayout: [HERO, HISTORY, HOME_LAYOUT[HOME_LAYOUT.length - 1]] });
    expect(screen.getByRole('heading', { level: 2, name: 'Trouvez la formation qui vous ressemble' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /^Envie de nous rencontrer/ })).not.toBeInTheDocument();
  });

  it('shows its title alone when the layout is empty', () => {
    renderArticle({ ...ARTICLE, pageLayout: null });
    expect(h1s()).toEqual(['L’école']);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('skips a block type the site does not know', () => {
    renderArticle({ ...ARTICLE, pageLayout: [HERO, { __typename: 'STRAPI__COMPONENT_SECTIONS_MAP', title: 'Carte des campus' }, HISTORY] });
    expect(h1s()).toEqual(['Une école ancrée dans ses territoires']);
    expect(screen.queryByText('Carte des campus')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre histoire' })).toBeInTheDocument();
  });

  it('shows the way home in its breadcrumbs, its own title last and not a link', () => {
    renderArticle(ARTICLE);
    const breadcrumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Accueil', '/']]);
    expect(within(breadcrumbs).getByText('L’école')).toHaveAttribute('aria-current', 'page');
  });

  it('shows its section between home and itself when it is a sub-page', () => {
    renderArticle({ ...ARTICLE, slug: 'nos-engagements', title: 'Nos engagements' });
    const breadcrumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['L’école', '/ecole'],
    ]);
  });

  it('renders nothing when the page is missing', () => {
    const { container } = renderArticle(null);
    expect(container).toBeEmptyDOMElement();
  });
});
