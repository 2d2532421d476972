/* eslint-disable testing-library/no-node-access -- a chip's text (its label) holds its count */
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import JobProfileListTemplate from '../job-profile-list';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { JOB_PROFILES } from '@/testing/fixtures/details';
import { imageData } from '@/testing/fixtures/sections';

const renderList = (profiles: unknown[] = JOB_PROFILES, language: 'fr' | 'en' = 'fr', search = '') =>
  renderWithProviders(
    <JobProfileListTemplate
      {...pageProps<Queries.JobProfileListTemplateQuery, SitePageContext>(
        { profiles: { nodes: profiles }, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/metiers`, search },
      )}
    />,
    { language },
  );

const cards = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('job profiles', () => {
  it('lists every job, linked to its page, with its summary when it has one', () => {
    renderList();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Les métiers']);
    expect(cards()).toEqual(['Administrateur systèmes et réseaux', 'Développeur full stack']);
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByText('BTS')).toBeInTheDocument();
    expect(first.getByText('30 000 à 42 000 € brut par an')).toBeInTheDocument();
    expect(first.getByText('Garantit le bon fonctionnement du parc informatique.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administrateur systèmes et réseaux' })).toHaveAttribute(
      'href',
      '/metiers/administrateur-systemes',
    );
    expect(screen.getByRole('link', { name: 'Développeur full stack' })).toHaveAttribute('href', '/metiers/developpeur-full-stack');
  });

  it("shows each job's own picture, and its lead programme's for a job that has none", () => {
    const media = (name: string) => ({
      alternativeText: '',
      localFile: { childImageSharp: { gatsbyImageData: imageData(name, 960, 640) } },
    });
    const [first, second] = JOB_PROFILES;
    renderList([
      { ...first, image: media('job-administrateur-systemes'), leadProgramme: { image: media('programme-bts-sio-sisr') } },
      { ...second, image: null, leadProgramme: { image: media('programme-bachelor-dev') } },
    ]);
    const pictureOf = (card: HTMLElement) => within(card).getByRole('presentation').getAttribute('src');
    expect(screen.getAllByRole('article').map(pictureOf)).toEqual([
      '/static/job-administrateur-systemes.jpg',
      '/static/programme-bachelor-dev.jpg',
    ]);
  });

  it('filters by the kind of programme that leads to the job, with the count of each choice', () => {
    renderList(JOB_PROFILES, 'fr', '?formation=mastere');
    expect(cards()).toEqual(['Développeur full stack']);
    const kinds = within(screen.getByRole('group', { name: 'Formation' }));
    expect(kinds.getByRole('radio', { name: /^Mastère/ })).toBeChecked();
    expect(kinds.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Tous22 métiers',
      'BTS11 métier',
      'Bachelor11 métier',
      'Mastère11 métier',
    ]);
  });

  it('shows twelve jobs, and the others behind a button that says how many', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({
      ...JOB_PROFILES[0],
      title: `Métier ${index + 1}`,
      slug: `metier-${index + 1}`,
    }));
    renderList(many);
    const more = screen.getByRole('group');
    expect(within(more).getByText('Voir les 3 autres métiers')).toBeInTheDocument();
    expect(more).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Métier 12' })).toBeVisible();
    expect(within(more).getByRole('link', { name: 'Métier 13', hidden: true })).not.toBeVisible();
  });

  it('says when a filter matches no job, and clears it with a button', async () => {
    renderList(JOB_PROFILES, 'fr', '?formation=mba');
    expect(screen.getByRole('heading', { name: 'Aucun métier ne correspond à ce filtre.' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(navigate).toHaveBeenLastCalledWith('/metiers', { state: { keepScroll: true } });
  });

  it('keeps its title when there is no job profile', () => {
    renderList([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Les métiers' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Aucun métier pour le moment.' })).toBeInTheDocument();
  });

  it('reads in English', () => {
    renderList(JOB_PROFILES, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Développeur full stack' })).toHaveAttribute('href', '/en/metiers/developpeur-full-stack');
  });
});
