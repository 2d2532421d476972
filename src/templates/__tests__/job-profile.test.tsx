/* eslint-disable testing-library/no-node-access -- reads a fact's value beside its term (<dt>/<dd> have no role that names them) */
import React from 'react';
import { screen, within } from '@testing-library/react';
import JobProfileTemplate from '../job-profile';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { JOB_PROFILE, JOB_PROFILES } from '@/testing/fixtures/details';

const renderProfile = (profile: unknown = JOB_PROFILE, language: 'fr' | 'en' = 'fr', others: unknown[] = JOB_PROFILES.slice(0, 1)) =>
  renderWithProviders(
    <JobProfileTemplate
      {...pageProps<Queries.JobProfileTemplateQuery, SitePageContext>(
        { profile, others: { nodes: others }, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/metiers/developpeur-full-stack` },
      )}
    />,
    { language },
  );

const programmesSection = () => screen.queryByRole('region', { name: /^(Formations qui y mènent|Programmes that lead to it)$/ });
const fact = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling;

describe('job profile', () => {
  it('has the job title as its only h1, with its summary and description', () => {
    renderProfile();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([JOB_PROFILE.title]);
    expect(screen.getByText(JOB_PROFILE.summary)).toBeInTheDocument();
    expect(screen.getByText('Il travaille en équipe avec les designers et les chefs de projet.')).toBeInTheDocument();
  });

  it('gives the indicative salary, the lowest level the programmes lead to and how many they are', () => {
    renderProfile();
    expect(fact('Rémunération indicative')).toHaveTextContent('32 000 à 45 000 € brut par an');
    expect(fact('Accessible')).toHaveTextContent('dès Bac+3');
    expect(fact('Formations qui y mènent')).toHaveTextContent('2 formations');
  });

  it('shows the programmes that lead to the job as cards, and the hero leads to them', () => {
    renderProfile();
    expect(
      within(programmesSection()!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => [heading.textContent, within(heading).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Bachelor Développeur web', '/programmes/bachelor-developpeur'],
      ['Mastère Data et intelligence artificielle', '/programmes/mastere-data'],
    ]);
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '#programmes');
  });

  it('suggests other jobs and the list of jobs', () => {
    renderProfile();
    const others = within(screen.getByRole('region', { name: "D'autres métiers" }));
    expect(others.getByRole('link', { name: 'Administrateur systèmes et réseaux' })).toHaveAttribute(
      'href',
      '/metiers/administrateur-systemes',
    );
    expect(others.getByRole('link', { name: 'Tous les métiers' })).toHaveAttribute('href', '/metiers');
  });

  it('has no salary, no programmes and no link to them when the profile has neither', () => {
    renderProfile({ ...JOB_PROFILE, summary: null, description: null, salaryRange: null, programmes: [], leadProgramme: null }, 'fr', []);
    expect(screen.getByRole('heading', { level: 1, name: JOB_PROFILE.title })).toBeInTheDocument();
    expect(fact('Rémunération indicative')).toBeFalsy();
    expect(programmesSection()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les formations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "D'autres métiers" })).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    renderProfile(JOB_PROFILE, 'en');
    expect(fact('Indicative salary')).toHaveTextContent('32 000 à 45 000 € brut par an');
    expect(programmesSection()).toBeInTheDocument();
    // The programme card, and the aside beside the text on a wide screen, in English.
    for (const link of screen.getAllByRole('link', { name: 'Bachelor Développeur web' }))
      expect(link).toHaveAttribute('href', '/en/programmes/bachelor-developpeur');
    expect(screen.getByRole('complementary', { name: 'Programmes that lead to it' })).toBeInTheDocument();
  });

  it('renders nothing when the profile is missing', () => {
    const { container } = renderProfile(null);
    expect(container).toBeEmptyDOMElement();
  });
});
