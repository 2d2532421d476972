import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import ProgrammeListTemplate from '../programme-list';
import { mockFetch, renderWithProviders, serverHtmlText } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NO_LOCALES, POSTCODE_POSITIONS, PROGRAMMES } from '@/testing/fixtures/content';
import { forgetPostcodePositions } from '@/features/nearest-campus/postcode-positions';

const data = { programmes: { nodes: PROGRAMMES }, locales: NO_LOCALES };
/** The list of `programmes` (the fixture's by default) at /programmes, or as `options` say. */
const renderList = ({
  programmes = PROGRAMMES,
  ...options
}: Parameters<typeof pageProps>[1] & { programmes?: Array<Record<string, unknown>> } = {}) =>
  renderWithProviders(
    <ProgrammeListTemplate
      {...pageProps<Queries.ProgrammeListTemplateQuery>(
        { programmes: { nodes: programmes }, locales: NO_LOCALES },
        { path: '/programmes', ...options },
      )}
    />,
    {
      language: options.language,
    },
  );

describe('programme list', () => {
  it('groups every programme by category, each heading leading to its course landing', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos formations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bachelor' })).toHaveAttribute('href', '/programmes/categorie/bachelor');
    const bachelor = screen.getByRole('region', { name: 'Bachelor' });
    expect(
      within(bachelor)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bachelor Développeur web', 'Bachelor Cybersécurité']);
    expect(within(bachelor).getByText('Bac+3 · Temps plein ou alternance · 2 ans')).toBeInTheDocument();
    expect(within(bachelor).getByText('Bac+3 · Alternance · 2 ans')).toBeInTheDocument();
    // Each card ends on its cue, as the news and blog cards do, across from "Comparer".
    for (const card of within(bachelor).getAllByRole('article')) expect(within(card).getByText('Découvrir')).toBeVisible();
  });

  it('ends each category on a next step of its own, none the closing band asks for already: comparing, the open days, the jobs, the offers, the campuses', () => {
    const mastere = PROGRAMMES[3];
    const programmes = [
      ...PROGRAMMES,
      { ...mastere, slug: 'mba-data', title: 'MBA Data', category: 'mba' },
      { ...mastere, slug: 'pge-data', title: 'PGE Data', category: 'pge' },
    ];
    renderList({ programmes });
    const tiles = screen
      .getAllByRole('region')
      .filter((region) => region.hasAttribute('data-categorie'))
      .map((region) => {
        const links = within(region).getAllByRole('link');
        // The tile comes after the cards: its link is the category's last.
        return [region.getAttribute('data-categorie'), links[links.length - 1].textContent];
      });
    expect(tiles).toEqual([
      ['bts', 'Comparer des formations'],
      ['bachelor', 'Venir nous rencontrer'],
      ['mastere', 'Et après la formation\u00a0?'],
      ['mba', 'Trouver son entreprise'],
      ['pge', 'Près de chez vous'],
    ]);
    expect(screen.getByRole('link', { name: 'Comparer des formations' })).toHaveAttribute('href', '/programmes/comparer');
    // A tile says what its page offers, in a few words.
    const bts = screen.getAllByRole('region').find((region) => region.getAttribute('data-categorie') === 'bts') as HTMLElement;
    for (const point of ['Niveau', 'Rythme', 'Durée', 'Coût', 'Certification']) expect(within(bts).getByText(point)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Et après la formation\u00a0?' })).toHaveAttribute('href', '/metiers');
    expect(screen.getByRole('link', { name: 'Trouver son entreprise' })).toHaveAttribute('href', '/offres-alternance');
    expect(screen.getByRole('link', { name: 'Près de chez vous' })).toHaveAttribute('href', '/campus');
    // The brochure and a question are the closing band's, under the list: no tile above asks for them again.
    expect(screen.getAllByRole('link', { name: /Recevoir la brochure/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Poser une question/ })).toHaveLength(1);
  });

  it('gives each card its campuses and its cost: the yearly fee, or the employer funding it in work-study', () => {
    const [bts, bachelor] = PROGRAMMES;
    const programmes = [bts, { ...bachelor, rhythm: 'fulltime', yearlyFeeText: '7\u00a0900' }];
    renderList({ programmes });
    const card = (title: string) =>
      screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { level: 3, name: title }));
    expect(card(bts.title)).toHaveTextContent("Bac+2 · Alternance · 2 ans2 campus · Financé par l'entreprise");
    expect(card(bachelor.title)).toHaveTextContent('Bac+3 · Temps plein · 2 ans2 campus · 7 900 € / an');
  });

  it('applies the filters of the URL query and announces the result count', () => {
    renderList({ search: '?categorie=bachelor&campus=lille' });
    expect(within(screen.getByRole('search', { name: 'Filtrer les formations' })).getByRole('status')).toHaveTextContent(/^1 formation$/);
    expect(screen.getByRole('link', { name: 'Bachelor Cybersécurité' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bachelor Développeur web' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Catégorie' })).getByRole('radio', { name: /^Bachelor/ })).toBeChecked();
  });

  it('says how many programmes the list holds before any filter is chosen', () => {
    renderList({ search: '' });
    expect(within(screen.getByRole('search', { name: 'Filtrer les formations' })).getByRole('status')).toHaveTextContent(
      `${PROGRAMMES.length} formations`,
    );
  });

  it('gives each category and level chip the count of programmes it leads to, the other filters kept', () => {
    renderList({ search: '?campus=lille' });
    const categories = within(screen.getByRole('group', { name: 'Catégorie' }));
    // What a screen reader hears: the choice, then its count in words.
    expect(categories.getByRole('radio', { name: 'Toutes 2 formations' })).toBeChecked();
    expect(categories.getByRole('radio', { name: 'Bachelor 1 formation' })).not.toBeChecked();
    expect(categories.getByRole('radio', { name: 'Mastère 0 formation' })).toBeInTheDocument();
    const levels = within(screen.getByRole('group', { name: 'Niveau de sortie' }));
    expect(levels.getByRole('radio', { name: 'Bac+3 1 formation' })).toBeInTheDocument();
  });

  it('filters by rhythm, a programme taken either way counting under both, and by field of study', () => {
    renderList({ search: '?rythme=temps-plein' });
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bachelor Développeur web',
      'Mastère Data et IA',
    ]);
    const rhythms = within(screen.getByRole('group', { name: 'Rythme' }));
    expect(rhythms.getByRole('radio', { name: 'Temps plein 2 formations' })).toBeChecked();
    expect(rhythms.getByRole('radio', { name: 'Alternance 3 formations' })).not.toBeChecked();
    const fields = within(screen.getByRole('group', { name: 'Domaine' }));
    expect(fields.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '',
      'cybersecurite',
      'data-ia',
      'developpement',
      'reseaux-cloud',
    ]);
    expect(fields.getByRole('radio', { name: 'Développement 1 formation' })).toBeInTheDocument();
    expect(fields.getByRole('radio', { name: 'Cybersécurité 0 formation' })).toBeInTheDocument();
  });

  it('reaches a work-study Bachelor in development near Lyon from the URL a shared link gives', () => {
    renderList({ search: '?niveau=3&rythme=alternance&domaine=developpement&campus=lyon' });
    expect(within(screen.getByRole('search', { name: 'Filtrer les formations' })).getByRole('status')).toHaveTextContent(/^1 formation$/);
    expect(screen.getByRole('link', { name: 'Bachelor Développeur web' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('sorts the results nearest first from the postcode of the address, each card naming its nearest campus and how far it is', async () => {
    forgetPostcodePositions();
    mockFetch([[/\/geo\/codes-postaux\.json$/, { body: POSTCODE_POSITIONS }]]);
    renderList({ search: '?niveau=3&rythme=alternance&pres=59000' });
    expect(await screen.findByText('Du plus proche au plus loin de 59000')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bachelor Cybersécurité',
      'Bachelor Développeur web',
    ]);
    expect(cards[0]).toHaveTextContent('Lille, à 1 km');
    expect(cards[1]).toHaveTextContent(/Lyon, à 5\d\d km/);
  });

  it("opens 'Près de chez moi' on a tap, its postcode field ready to type in", async () => {
    renderList();
    expect(screen.queryByRole('textbox', { name: 'Près de chez moi' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Près de chez moi/ }));
    expect(await screen.findByRole('textbox', { name: 'Près de chez moi' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Me localiser' })).toBeInTheDocument();
  });

  it("says 'Aucune formation associée.' when the filters match nothing", () => {
    renderList({ search: '?categorie=bts&niveau=5' });
    expect(screen.getByText('Aucune formation associée.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('puts a chosen filter in the URL, keeping the other parameters, and clears them all', async () => {
    renderList({ search: '?utm_source=salon&categorie=bts' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Niveau de sortie' })).getByRole('radio', { name: /^Bac\+2/ }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes?utm_source=salon&categorie=bts&niveau=2', { state: { keepScroll: true } });
    await userEvent.click(screen.getByRole('link', { name: 'Tout afficher' }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes?utm_source=salon', { state: { keepScroll: true } });
  });

  it('filters without JavaScript through the rules of its page (CSS), and applies each choice at once with it', async () => {
    const rules = 'main:has(input[name="categorie"][value="bts"]:checked) [data-categorie]:not([data-categorie~="bts"]){display:none}';
    const html = serverHtmlText(
      <ProgrammeListTemplate
        {...pageProps<Queries.ProgrammeListTemplateQuery>(data, { path: '/programmes', context: { noScriptFilterCss: rules } })}
      />,
    );
    // The server's HTML, which a browser without JavaScript shows: no button to press, the rules
    // made at page creation, and the cards' values they read.
    expect(html).toMatch(/<form role="search" aria-label="Filtrer les formations" method="get" action="\/programmes"/);
    expect(html).not.toContain('>Filtrer</button>');
    expect(html).toContain(`<noscript><style>${rules}</style></noscript>`);
    expect(html).toMatch(/<section [^>]*data-categorie="bachelor"/);
    expect(html).toMatch(
      /<li[^>]* data-niveau="3" data-rythme="alternance temps-plein" data-domaine="developpement" data-campus="lyon bordeaux">/,
    );
    renderList();
    const form = screen.getByRole('search', { name: 'Filtrer les formations' });
    expect(within(form).queryByRole('button', { name: 'Filtrer' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: /^Bachelor/ }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes?categorie=bachelor', { state: { keepScroll: true } });
  });

  it('puts the filters one tap away on a phone: a bar with the count opens them in a dialog, whose button shows the results and closes it', async () => {
    renderList({ search: '?rythme=alternance' });
    const bar = screen.getByRole('button', { name: 'Filtres 1 filtre choisi' });
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(bar);
    const sheet = screen.getByRole('dialog', { name: 'Filtrer les formations' });
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('search', { name: 'Filtrer les formations' })).toBeInTheDocument();
    // The focus trap comes with the first opening (sheet-focus.tsx).
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Fermer les filtres' })).toHaveFocus());
    await userEvent.click(within(sheet).getByRole('radio', { name: /^Bac\+3/ }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes?rythme=alternance&niveau=3', { state: { keepScroll: true } });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Voir 3 formations' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar).toHaveFocus();
    await userEvent.click(bar);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer les filtres' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar).toHaveFocus();
  });

  it('shows the course landing of one category, without a category filter', () => {
    renderList({ path: '/programmes/categorie/bachelor', context: { category: 'bachelor' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Bachelor' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Catégorie' })).not.toBeInTheDocument();
    // Both Bachelors lead to Bac+3: a level filter would offer one choice, so there is none.
    expect(screen.queryByRole('group', { name: 'Niveau de sortie' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Vous hésitez entre deux formations/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Nos formations');
    expect(screen.getByRole('heading', { level: 2, name: 'Toutes nos formations Bachelor' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('reads in English', () => {
    renderList({ language: 'en', path: '/en/programmes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our programmes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Graduation level' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Campus' })).toBeInTheDocument();
  });
});
