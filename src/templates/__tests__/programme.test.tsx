/* eslint-disable testing-library/no-node-access -- the page sections are found by their ids and the list after a heading */
import React from 'react';
import { screen, within } from '@testing-library/react';
import ProgrammeTemplate from '../programme';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { BTS_PROGRAMME, SPARSE_PROGRAMME } from '@/testing/fixtures/details';

const ANCHORS = ['objectifs', 'formation', 'admission', 'certification', 'tarif'];

const renderProgramme = (programme: unknown, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <ProgrammeTemplate
      {...pageProps<Queries.ProgrammeTemplateQuery, SitePageContext>(
        { programme, locales: NO_LOCALES },
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
  it('has the programme title as its only h1, under its category', () => {
    renderProgramme(BTS_PROGRAMME);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([BTS_PROGRAMME.title]);
    expect(screen.getByText('BTS', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(BTS_PROGRAMME.summary)).toBeInTheDocument();
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

  it('lists the teaching units and skill blocks with their kind and hours', () => {
    renderProgramme(BTS_PROGRAMME);
    const units = within(sectionOf('formation')).getAllByRole('listitem');
    expect(units.map((unit) => unit.textContent)).toEqual([
      "Culture générale et expression (Unité d'enseignement, 120\u00a0h) – Écrire et argumenter.",
      'Support et mise à disposition de services informatiques (Bloc de compétences)',
    ]);
  });

  it('gives the rhythm, entry and graduation levels and duration from the dictionary', () => {
    renderProgramme(BTS_PROGRAMME);
    expect(facts()).toEqual([
      ['Rythme', 'Alternance'],
      ["Niveau d'entrée", 'Bac'],
      ['Niveau de sortie', 'Bac+2'],
      ['Durée', '2\u00a0ans'],
    ]);
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
    expect(admission).not.toHaveTextContent('Entre 48 h et 9 mois.');
  });

  it('gives other programmes an access delay between 48 h and 9 months', () => {
    renderProgramme(SPARSE_PROGRAMME);
    expect(sectionOf('admission')).toHaveTextContent("Délai d'accès : Entre 48 h et 9 mois.");
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

  it('renders nothing when the programme is missing', () => {
    const { container } = renderProgramme(null);
    expect(container).toBeEmptyDOMElement();
  });
});
