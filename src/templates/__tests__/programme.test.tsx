/* eslint-disable testing-library/no-node-access -- the page sections are found by their ids and the list after a heading */
import React from 'react';
import { screen, within } from '@testing-library/react';
import ProgrammeTemplate from '../programme';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { BTS_PROGRAMME, OTHER_BTS_PROGRAMMES, SPARSE_PROGRAMME } from '@/testing/fixtures/details';

const ANCHORS = ['objectifs', 'formation', 'admission', 'certification', 'tarif'];

const renderProgramme = (programme: unknown, language: 'fr' | 'en' = 'fr', related: unknown[] = [], jobs: unknown[] = []) =>
  renderWithProviders(
    <ProgrammeTemplate
      {...pageProps<Queries.ProgrammeTemplateQuery, SitePageContext>(
        { programme, related: { nodes: related }, jobs: { nodes: jobs }, locales: NO_LOCALES },
        { language, path: language === 'fr' ? '/programmes/bts-sio' : '/en/programmes/bts-sio' },
      )}
    />,
    { language },
  );

/** The facts list as [term, definition] pairs. */
const facts = () => {
  const list = screen.getByRole('heading', { level: 2, name: /^(En bref|At a glance)$/ }).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

const sectionOf = (id: string) => {
  const section = document.getElementById(id);
  if (!section) throw new Error(`no section #${id}`);
  return section;
};

describe('programme page', () => {
  it('has the programme title as its only h1, under its category, level and rhythm', () => {
    renderProgramme(BTS_PROGRAMME);
    const title = screen.getByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title]);
    expect(title).toHaveTextContent(BTS_PROGRAMME.title);
    const tags = title.previousElementSibling as HTMLElement;
    expect([...tags.children].map((tag) => tag.textContent)).toEqual(['BTS', 'Bac+2', 'Alternance']);
    expect(screen.getByText(BTS_PROGRAMME.summary)).toBeInTheDocument();
  });

  it('shows the way up to its category in the breadcrumbs, in the page language', () => {
    renderProgramme(BTS_PROGRAMME, 'en');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/en'],
      ['Our programmes', '/en/programmes'],
      ['BTS', '/en/programmes/categorie/bts'],
    ]);
    expect(within(breadcrumbs).getByText(BTS_PROGRAMME.title)).toHaveAttribute('aria-current', 'page');
  });

  it('offers the brochure and the application in its hero, and the three requests beside the sections, each opening the pop-in', () => {
    renderProgramme(BTS_PROGRAMME);
    const heroActions = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(
      within(heroActions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Recevoir la brochure', 'Candidater']);
    const card = screen.getByRole('complementary', { name: 'Cette formation vous intéresse ?' });
    const requests = within(card).getAllByRole('link');
    expect(requests.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Recevoir la brochure', '/crm/brochure'],
      ['Poser une question', '/contactez-nous'],
      ['Candidater', '/admission'],
    ]);
    for (const link of requests) expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('closes on its own words and its two requests, the brochure and the application', () => {
    renderProgramme(BTS_PROGRAMME);
    const band = screen.getByRole('region', { name: /^Cette formation vous tente/ });
    expect(
      within(band)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Recevoir la brochure', '/crm/brochure'],
      ['Candidater', '/admission'],
    ]);
  });

  it('has an in-page menu to the five sections, each with its anchor and heading', () => {
    renderProgramme(BTS_PROGRAMME);
    const menu = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Objectifs', '#objectifs'],
      ['La formation', '#formation'],
      ['Admission', '#admission'],
      ['Certification', '#certification'],
      ['Tarif', '#tarif'],
    ]);
    for (const [anchor, title] of [
      ['objectifs', 'Objectifs'],
      ['formation', 'La formation'],
      ['admission', 'Admission'],
      ['certification', 'Certification'],
      ['tarif', 'Tarif'],
    ]) {
      expect(within(sectionOf(anchor)).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
    expect(within(sectionOf('objectifs')).getByText(/Concevoir et maintenir des applications/)).toBeInTheDocument();
    expect(within(sectionOf('certification')).getByText('Diplôme d’État de niveau 5, inscrit au RNCP.')).toBeInTheDocument();
    expect(within(sectionOf('tarif')).getByText(/Formation gratuite pour l’alternant/)).toBeInTheDocument();
  });

  it("puts the headings of a section's text under the section's own heading", () => {
    const subheading = { type: 'heading', level: 2, children: [{ type: 'text', text: 'Après le bac' }] };
    renderProgramme({ ...BTS_PROGRAMME, admission: [subheading, ...BTS_PROGRAMME.admission] });
    expect(within(sectionOf('admission')).getByRole('heading', { level: 2 })).toHaveTextContent('Admission');
    expect(within(sectionOf('admission')).getByRole('heading', { level: 3 })).toHaveTextContent('Après le bac');
  });

  it('lists the skill blocks, then the teaching units with their hours', () => {
    renderProgramme(BTS_PROGRAMME);
    const formation = within(sectionOf('formation'));
    expect(formation.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Les blocs de compétences',
      'Les enseignements',
    ]);
    const [skills, teaching] = formation.getAllByRole('list');
    expect(
      within(skills)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Support et mise à disposition de services informatiques']);
    const [unit] = within(teaching).getAllByRole('listitem');
    expect(within(unit).getByText('Culture générale et expression')).toBeInTheDocument();
    expect(within(unit).getByText('120 h')).toBeInTheDocument();
    expect(within(unit).getByText('Écrire et argumenter.')).toBeInTheDocument();
  });

  it('gives the rhythm, entry and graduation levels and duration from the dictionary', () => {
    renderProgramme(BTS_PROGRAMME);
    expect(facts()).toEqual([
      ['Rythme', 'Alternance'],
      ["Niveau d'entrée", 'Bac'],
      ['Niveau de sortie', 'Bac+2'],
      ['Durée', '2\u00a0ans'],
      ['Coût', "Financé par l'entreprise"],
      ['Campus', '2 campus'],
    ]);
  });

  it('gives the yearly fee of a full-time programme among its facts, in the page language', () => {
    const { unmount } = renderProgramme({ ...SPARSE_PROGRAMME, yearlyFeeText: '8\u00a0900' });
    expect(facts()).toContainEqual(['Coût', '8\u00a0900\u00a0€\u00a0/\u00a0an']);
    unmount();
    renderProgramme({ ...SPARSE_PROGRAMME, yearlyFeeText: '8,900' }, 'en');
    expect(facts()).toContainEqual(['Cost', '€8,900\u00a0a\u00a0year']);
  });

  it('sums up admission and cost under the hero: the Parcoursup calendar and nothing to pay for a work-study BTS', () => {
    renderProgramme(BTS_PROGRAMME);
    const summary = screen.getByRole('region', { name: 'Admission et coût' });
    const admission = within(summary).getByRole('heading', { level: 3, name: 'Admission' }).parentElement as HTMLElement;
    expect(admission).toHaveTextContent('Accessible après un Bac ou équivalent.');
    expect(
      within(admission)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Vœux sur Parcoursup au premier trimestre',
      'Confirmation des vœux au printemps',
      'Propositions d’admission à partir de début juin',
    ]);
    expect(within(admission).getByRole('link', { name: 'Tout sur l’admission' })).toHaveAttribute('href', '#admission');
    const cost = within(summary).getByRole('heading', { level: 3, name: 'Coût' }).parentElement as HTMLElement;
    // The matcher reads no-break spaces as spaces.
    expect(cost).toHaveTextContent('0 € pour l’alternant');
    expect(cost).toHaveTextContent('l’entreprise d’accueil finance la formation');
    expect(within(cost).getByRole('link', { name: 'Frais et financement' })).toHaveAttribute('href', '#tarif');
  });

  it('sums up rolling admission and the yearly fee of a full-time programme, in English too', () => {
    renderProgramme({ ...SPARSE_PROGRAMME, yearlyFeeText: '8,900' }, 'en');
    const summary = screen.getByRole('region', { name: 'Admission and cost' });
    expect(summary).toHaveTextContent('Open to holders of a Bachelor Year 3 or equivalent.');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Online application, all year round', 'Test and motivation interview', 'An answer within a week']);
    expect(summary).toHaveTextContent('€8,900 a year');
    expect(summary).not.toHaveTextContent('apprentice');
  });

  it('gives them in English on English pages', () => {
    renderProgramme(SPARSE_PROGRAMME, 'en');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Rhythm', 'Full time'],
      ['Entry level', 'Bachelor Year 3'],
      ['Graduation level', 'Master Year 2'],
      ['Duration', '18\u00a0months'],
    ]);
    expect(within(sectionOf('tarif')).getByRole('heading', { level: 2 })).toHaveTextContent('Fees');
  });

  it('sends a BTS to the Parcoursup procedure in its admission section', () => {
    renderProgramme(BTS_PROGRAMME);
    const admission = sectionOf('admission');
    expect(within(admission).getByText('Ouvert aux titulaires du bac, sur dossier et entretien.')).toBeInTheDocument();
    expect(admission).toHaveTextContent("Délai d'accès : Selon la procédure et le calendrier nationaux de Parcoursup.");
    expect(admission).not.toHaveTextContent('Entre 48 h et 9 mois');
  });

  it('gives other programmes an access delay between 48 h and 9 months', () => {
    renderProgramme(SPARSE_PROGRAMME);
    expect(sectionOf('admission')).toHaveTextContent(
      "Délai d'accès : Entre 48 h et 9 mois, de votre candidature à votre premier jour de formation",
    );
    expect(sectionOf('admission')).not.toHaveTextContent('Parcoursup');
  });

  it('says the access delay in English on English pages', () => {
    renderProgramme(BTS_PROGRAMME, 'en');
    expect(sectionOf('admission')).toHaveTextContent('Access delay: According to the national Parcoursup procedure and calendar.');
  });

  it('links to the campuses offering it, in the page language', () => {
    renderProgramme(BTS_PROGRAMME);
    const campuses = screen.getByRole('heading', { level: 2, name: 'Campus proposant cette formation' }).closest('section') as HTMLElement;
    expect(
      within(campuses)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ESNUM Lyon', '/campus/lyon'],
      ['ESNUM Lille', '/campus/lille'],
    ]);
    screen.getAllByRole('link').forEach((link) => expect(link.getAttribute('href')).not.toMatch(/^\/en\//));
  });

  it('links to the jobs it leads to, in the page language', () => {
    const jobs = [
      { title: 'Administrateur systèmes et réseaux', slug: 'administrateur-systemes-reseaux' },
      { title: 'Développeur web', slug: 'developpeur-web' },
    ];
    renderProgramme(BTS_PROGRAMME, 'fr', [], jobs);
    const section = screen.getByRole('region', { name: 'Les métiers visés' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Administrateur systèmes et réseaux', '/metiers/administrateur-systemes-reseaux'],
      ['Développeur web', '/metiers/developpeur-web'],
    ]);
  });

  it('links to the English job pages on English pages, and has no jobs section without any', () => {
    const { unmount } = renderProgramme(BTS_PROGRAMME, 'en', [], [{ title: 'Web developer', slug: 'developpeur-web' }]);
    expect(screen.getByRole('link', { name: 'Web developer' })).toHaveAttribute('href', '/en/metiers/developpeur-web');
    unmount();
    renderProgramme(BTS_PROGRAMME);
    expect(screen.queryByRole('region', { name: 'Les métiers visés' })).not.toBeInTheDocument();
  });

  it('links to the English campus pages on English pages', () => {
    renderProgramme(BTS_PROGRAMME, 'en');
    expect(screen.getByRole('link', { name: 'ESNUM Lille' })).toHaveAttribute('href', '/en/campus/lille');
  });

  it('keeps every anchor and the page readable when the optional fields are empty', () => {
    renderProgramme(SPARSE_PROGRAMME);
    expect(screen.getByRole('heading', { level: 1, name: SPARSE_PROGRAMME.title })).toBeInTheDocument();
    for (const anchor of ANCHORS) expect(within(sectionOf(anchor)).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(sectionOf('formation')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Campus proposant cette formation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ESNUM/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/taxonomi|taxonomy/i);
  });

  it('quotes a student of the programme', () => {
    renderProgramme(BTS_PROGRAMME);
    const [testimonial] = BTS_PROGRAMME.testimonials;
    const quote = screen.getByRole('region', { name: "Ils l'ont suivie" });
    expect(quote).toHaveTextContent(testimonial.quote);
    expect(quote).toHaveTextContent(testimonial.author);
  });

  it('links to the other programmes of its category, and to the whole category', () => {
    renderProgramme(BTS_PROGRAMME, 'fr', OTHER_BTS_PROGRAMMES);
    const related = screen.getByRole('heading', { level: 2, name: 'Dans la même filière' }).closest('section') as HTMLElement;
    expect(within(related).getByRole('link', { name: 'Toutes les formations BTS' })).toHaveAttribute('href', '/programmes/categorie/bts');
    for (const other of OTHER_BTS_PROGRAMMES)
      expect(within(related).getByRole('link', { name: other.title })).toHaveAttribute('href', `/programmes/${other.slug}`);
  });

  it('has no related programmes, testimonial or campus section when there are none', () => {
    renderProgramme(SPARSE_PROGRAMME);
    expect(screen.queryByRole('heading', { name: 'Dans la même filière' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Ils l'ont suivie" })).not.toBeInTheDocument();
  });

  it('renders nothing when the programme is missing', () => {
    const { container } = renderProgramme(null);
    expect(container).toBeEmptyDOMElement();
  });
});
