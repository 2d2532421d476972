/* eslint-disable testing-library/no-node-access -- a labelled value and the list after a heading sit in elements without a role */
import React from 'react';
import { screen, within } from '@testing-library/react';
import JobProfileTemplate from '../job-profile';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { JOB_PROFILE } from '@/testing/fixtures/details';

const renderProfile = (profile: unknown = JOB_PROFILE, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <JobProfileTemplate
      {...pageProps<Queries.JobProfileTemplateQuery, SitePageContext>(
        { profile, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/metiers/developpeur-full-stack` },
      )}
    />,
    { language },
  );

const programmesSection = () => screen.queryByRole('heading', { level: 2, name: /^(Formations qui y mènent|Programmes that lead to it)$/ });

describe('job profile', () => {
  it('has the job title as its only h1, with its summary and description', () => {
    renderProfile();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([JOB_PROFILE.title]);
    expect(screen.getByText(JOB_PROFILE.summary)).toBeInTheDocument();
    expect(screen.getByText('Il travaille en équipe avec les designers et les chefs de projet.')).toBeInTheDocument();
  });

  it('gives the indicative salary', () => {
    renderProfile();
    expect(screen.getByText('32 000 à 45 000 € brut par an').closest('p')).toHaveTextContent(
      'Rémunération indicative : 32 000 à 45 000 € brut par an',
    );
  });

  it('links to the programmes that lead to the job', () => {
    renderProfile();
    const list = programmesSection()?.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bachelor Développeur web', '/programmes/bachelor-developpeur'],
      ['Mastère Data et intelligence artificielle', '/programmes/mastere-data'],
    ]);
  });

  it('has no salary line and no programmes heading when the profile has neither', () => {
    renderProfile({ ...JOB_PROFILE, summary: null, description: null, salaryRange: null, programmes: [] });
    expect(screen.getByRole('heading', { level: 1, name: JOB_PROFILE.title })).toBeInTheDocument();
    expect(screen.queryByText(/Rémunération indicative/)).not.toBeInTheDocument();
    expect(programmesSection()).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    renderProfile(JOB_PROFILE, 'en');
    expect(screen.getByText('32 000 à 45 000 € brut par an').closest('p')).toHaveTextContent(
      'Indicative salary: 32 000 à 45 000 € brut par an',
    );
    expect(programmesSection()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bachelor Développeur web' })).toHaveAttribute('href', '/en/programmes/bachelor-developpeur');
  });

  it('renders nothing when the profile is missing', () => {
    const { container } = renderProfile(null);
    expect(container).toBeEmptyDOMElement();
  });
});
