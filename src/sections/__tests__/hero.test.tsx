import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { mockFetch, renderWithProviders, serverHtmlText } from '@/testing/render';
import { Popin } from '@/features/popin/popin';
import { Hero } from '../hero';

const hero = (fields: Partial<Queries.SectionHeroFieldsFragment> = {}) =>
  ({
    title: 'Apprenez les métiers du numérique',
    subtitle: 'Du BTS au bac+5, sur 26 campus.',
    ctaLabel: 'Découvrir nos formations',
    ctaUrl: '/programmes',
    image: null,
    ...fields,
  }) as Queries.SectionHeroFieldsFragment;

describe('hero block', () => {
  it('opens a page with its h1, its call to action and the brochure request, which opens the campus pop-in', async () => {
    mockFetch([[/esnum-crm-links\/brochure\/campuses/, { body: [{ id: 'a', name: 'ESNUM Arras', slug: 'arras' }] }]]);
    renderWithProviders(
      <>
        <Hero block={hero()} isFirst language="fr" />
        <Popin language="fr" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Apprenez les métiers du numérique' })).toBeInTheDocument();
    expect(screen.getByText('Du BTS au bac+5, sur 26 campus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos formations' })).toHaveAttribute('href', '/programmes');
    const brochure = screen.getByRole('link', { name: 'Recevoir la brochure' });
    expect(brochure).toHaveAttribute('href', '/crm/brochure');
    expect(brochure).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(brochure);
    expect(screen.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeInTheDocument();
  });

  it('opens the request its editors chose instead of the brochure: writing to the school on the contact page', async () => {
    mockFetch([[/esnum-crm-links\/contact\/campuses/, { body: [{ id: 'a', name: 'ESNUM Arras', slug: 'arras' }] }]]);
    renderWithProviders(
      <>
        <Hero block={hero({ ctaLabel: null, ctaUrl: null, popinAction: 'contact' })} isFirst language="fr" />
        <Popin language="fr" />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Recevoir la brochure' })).not.toBeInTheDocument();
    const write = screen.getByRole('link', { name: 'Nous écrire' });
    expect(write).toHaveAttribute('href', '/contactez-nous');
    await userEvent.click(write);
    expect(screen.getByRole('dialog', { name: 'Prendre contact' })).toBeInTheDocument();
  });

  it('further down a page is an h2 with the editor’s action only', () => {
    renderWithProviders(<Hero block={hero()} isFirst={false} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Apprenez les métiers du numérique' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Découvrir nos formations']);
  });

  it('leads to other sites as they are, and drops an action whose address the link policy refuses', () => {
    const { unmount } = renderWithProviders(
      <Hero block={hero({ ctaUrl: 'https://esnum.example/portes-ouvertes' })} isFirst={false} language="fr" />,
    );
    expect(screen.getByRole('link', { name: 'Découvrir nos formations' })).toHaveAttribute('href', 'https://esnum.example/portes-ouvertes');
    unmount();
    renderWithProviders(<Hero block={hero({ ctaUrl: 'javascript:alert(1)' })} isFirst={false} language="fr" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Découvrir nos formations')).not.toBeInTheDocument();
  });

  it("is followed by 'Trouver ma formation' where the editor asks for it: kind, rhythm and postcode lead to the finder's results", async () => {
    const { unmount } = renderWithProviders(<Hero block={hero()} isFirst language="fr" />);
    expect(screen.queryByRole('search', { name: 'Trouver ma formation' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Hero block={hero({ programmeFinder: true })} isFirst language="fr" />);
    const finder = await screen.findByRole('search', { name: 'Trouver ma formation' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Formation' }), 'Bachelor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rythme' }), 'Alternance');
    await userEvent.type(screen.getByRole('textbox', { name: 'Près de (code postal)' }), ' 69003 {Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/programmes?categorie=bachelor&rythme=alternance&pres=69003');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Près de (code postal)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rythme' }), 'Alternance ou temps plein');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les formations' }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes?categorie=bachelor');
    expect(finder).toHaveAttribute('action', '/programmes');
    // Without JavaScript (and on the home page, whose hero keeps its server HTML): a GET form to
    // the finder, whose fields are the finder's query. The finder's module is loaded by now.
    const html = serverHtmlText(<Hero block={hero({ programmeFinder: true })} isFirst language="en" />, { language: 'en' });
    expect(html).toMatch(/<form[^>]* role="search"[^>]* method="get" action="\/en\/programmes"/);
    expect(html).toMatch(/<select[^>]* name="categorie"/);
    expect(html).toMatch(/<select[^>]* name="rythme"/);
    expect(html).toMatch(/<input[^>]* name="pres"/);
  });

  it('writes the brochure request in English on English pages', () => {
    renderWithProviders(<Hero block={hero({ ctaUrl: '/en/programmes', ctaLabel: 'Discover our programmes' })} isFirst language="en" />, {
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'Get the brochure' })).toHaveAttribute('href', '/en/crm/brochure');
  });
});
