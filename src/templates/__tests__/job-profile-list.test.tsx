import React from 'react';
import { screen } from '@testing-library/react';
import JobProfileListTemplate from '../job-profile-list';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { JOB_PROFILES } from '@/testing/fixtures/details';

const renderList = (profiles: unknown[] = JOB_PROFILES, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <JobProfileListTemplate
      {...pageProps<Queries.JobProfileListTemplateQuery, SitePageContext>(
        { profiles: { nodes: profiles }, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/metiers` },
      )}
    />,
    { language },
  );

describe('job profiles', () => {
  it('lists every job, linked to its page, with its summary when it has one', () => {
    renderList();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Les métiers']);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Administrateur systèmes et réseauxGarantit le bon fonctionnement du parc informatique.',
      'Développeur full stack',
    ]);
    expect(screen.getByRole('link', { name: 'Administrateur systèmes et réseaux' })).toHaveAttribute(
      'href',
      '/metiers/administrateur-systemes',
    );
    expect(screen.getByRole('link', { name: 'Développeur full stack' })).toHaveAttribute('href', '/metiers/developpeur-full-stack');
  });

  it('keeps its title when there is no job profile', () => {
    renderList([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Les métiers' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    renderList(JOB_PROFILES, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Développeur full stack' })).toHaveAttribute('href', '/en/metiers/developpeur-full-stack');
  });
});
