import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import JobOffersTemplate from '../job-offers';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { JOB_OFFERS, NO_LOCALES } from '@/testing/fixtures/content';

const renderOffers = (offers: object[], search = '') =>
  renderWithProviders(
    <JobOffersTemplate
      {...pageProps<Queries.JobOffersTemplateQuery>(
        { offers: { nodes: offers }, locales: NO_LOCALES },
        { path: '/offres-alternance', search },
      )}
    />,
  );

describe('apprenticeship offers', () => {
  it('lists the offers with their company, city, contract and apply link', () => {
    renderOffers(JOB_OFFERS);
    const offers = screen.getAllByRole('article');
    expect(offers).toHaveLength(3);
    const first = within(offers[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Développeur web en alternance');
    expect(first.getByText('Atelier Nébuleuse')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'En bref' })).toHaveTextContent(/Lyon.*Contrat d'apprentissage.*Accessible dès Bac\+3/);
    expect(screen.getByRole('link', { name: 'Postuler – Développeur web en alternance' })).toHaveAttribute(
      'href',
      'https://emplois.example/dev-lyon',
    );
  });

  it('tells a visitor who is not a student yet how to become one, through the pop-in', () => {
    renderOffers(JOB_OFFERS);
    const note = screen.getByRole('complementary', { name: "Pas encore étudiant à l'ESNUM\u00a0?" });
    const apply = within(note).getByRole('link', { name: 'Candidater' });
    expect(apply).toHaveAttribute('aria-haspopup', 'dialog');
    // Without the pop-in (before the script runs), the admission page.
    expect(apply).toHaveAttribute('href', '/admission');
  });

  it('gives the programme an offer names in brackets a line of its own, the heading still the whole title', () => {
    const [first, ...others] = JOB_OFFERS;
    renderOffers([{ ...first!, title: 'Développeur web en alternance (Bachelor Développement web, 3e année)' }, ...others]);
    const heading = within(screen.getAllByRole('article')[0]!).getByRole('heading', { level: 2 });
    // Its text, brackets included (hidden from the eyes): what a screen reader reads of the heading.
    expect(heading.textContent).toBe('Développeur web en alternance (Bachelor Développement web, 3e année)');
    const line = within(heading).getByText('Bachelor Développement web, 3e année');
    expect(line).not.toBe(heading);
    // The role is the heading's own text; the programme, an element of its own inside it.
    expect(screen.getByText('Développeur web en alternance')).toBe(heading);
  });

  it("puts the headings of an offer's description under the offer's title", () => {
    const [offer, ...others] = JOB_OFFERS;
    const missions = { type: 'heading', level: 2, children: [{ type: 'text', text: 'Vos missions' }] };
    renderOffers([{ ...offer!, description: [missions] }, ...others]);
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(first.getByRole('heading', { level: 3, name: 'Vos missions' })).toBeInTheDocument();
  });

  it('filters by city and level from the URL query', () => {
    renderOffers(JOB_OFFERS, '?ville=Lyon&niveau=5');
    expect(screen.getAllByRole('article').map((offer) => within(offer).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Analyste de données en alternance',
    ]);
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon');
    expect(screen.getByRole('radio', { name: /^Bac\+5/ })).toBeChecked();
  });

  it('says "Pas d\'offres disponible" when a filter matches none, with a hint and a button that clears the filters', async () => {
    renderOffers(JOB_OFFERS, '?ville=Lille&niveau=5');
    expect(screen.getByRole('heading', { name: "Pas d'offres disponible" })).toBeInTheDocument();
    expect(screen.getByText('Essayez un autre niveau ou une autre ville.')).toBeInTheDocument();
    // The filter form's own "Tout afficher" is a link; the empty state's, a button.
    await userEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(navigate).toHaveBeenLastCalledWith('/offres-alternance', { state: { keepScroll: true } });
  });

  it('has no filters, hint or button when there is no offer at all', () => {
    renderOffers([]);
    expect(screen.getByRole('heading', { name: "Pas d'offres disponible" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout afficher' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Essayez/)).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
