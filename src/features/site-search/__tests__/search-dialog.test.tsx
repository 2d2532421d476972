import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { SearchButton } from '../search-button';
import { SearchDialog } from '../search-dialog';
import type { SearchEngine } from '../search-engine';
import { groupHits, hitOf } from '../search-results';

const FOUND = [
  { url: '/actualites/cyber-cup/', meta: { title: 'Riviera Cyber Cup', kind: 'news' }, excerpt: 'La <mark>Cyber</mark> Cup' },
  {
    url: '/programmes/bachelor-cybersecurite/',
    meta: { title: 'Bachelor Cybersécurité', kind: 'programme' },
    excerpt: 'Bachelor <mark>Cybersécurité</mark>.',
  },
  { url: '/campus/rennes/', meta: { title: 'ESNUM Rennes', kind: 'campus' }, excerpt: 'Bachelor <mark>Cybersécurité</mark> à Rennes' },
  {
    url: '/programmes/mastere-cybersecurite/',
    meta: { title: 'Mastère Expert en cybersécurité', kind: 'programme' },
    excerpt: 'Expert en <mark>cybersécurité</mark>',
  },
].map(hitOf);
const GROUPS = groupHits(FOUND);

const engineAnswering = (search: SearchEngine['search']) => jest.fn(async () => ({ search }));

const renderSearch = (loadEngine: jest.Mock) =>
  renderWithProviders(
    <>
      <SearchButton />
      <SearchDialog language="fr" loadEngine={loadEngine} />
    </>,
  );

describe('site search', () => {
  it('finds pages as the visitor types, grouped by kind, programmes first, and announces the count', async () => {
    const user = userEvent.setup();
    // 31 found: the news item is the best of 27 news items.
    const groups = GROUPS.map((group) => (group.kind === 'news' ? { ...group, total: 27 } : group));
    const search = jest.fn(async (term: string) => ({ term, total: 31, groups }));
    const loadEngine = engineAnswering(search);
    renderSearch(loadEngine);
    expect(loadEngine).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechercher sur le site' });
    expect(within(dialog).getByRole('searchbox', { name: 'Mots recherchés' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Formations, campus, agenda');

    await user.type(within(dialog).getByRole('searchbox'), 'c');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Tapez au moins deux lettres.');
    expect(search).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('searchbox'), 'yber');

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('31 résultats pour « cyber »'));
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Formations2', 'Campus1', 'Actualités27']);
    const news = within(dialog).getByRole('region', { name: /Actualités/ });
    expect(within(news).getByText('Les 1 plus pertinents sur 27 : précisez la recherche pour voir les autres.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/plus pertinents/)).toHaveLength(1);
    const programmes = within(dialog).getByRole('region', { name: /Formations/ });
    expect(
      within(programmes)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/programmes/bachelor-cybersecurite', '/programmes/mastere-cybersecurite']);
    expect(within(programmes).getAllByText('Cybersécurité', { selector: 'mark' })).toHaveLength(1);
  });

  it('searches at once on Enter and moves to the first result; the arrows go through the results and back to the field', async () => {
    const user = userEvent.setup();
    const search = jest.fn(async (term: string) => ({ term, total: 4, groups: GROUPS }));
    renderSearch(engineAnswering(search));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const field = screen.getByRole('searchbox');
    await user.type(field, 'cyber{Enter}');

    await waitFor(() => expect(screen.getByRole('link', { name: /^Bachelor Cybersécurité/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Mastère Expert/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^ESNUM Rennes/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
  });

  it('closes on Escape, focus back on its button, and shows the same words and results when opened again', async () => {
    const user = userEvent.setup();
    const search = jest.fn(async (term: string) => ({ term, total: 4, groups: GROUPS }));
    renderSearch(engineAnswering(search));
    const button = screen.getByRole('button', { name: 'Rechercher' });
    await user.click(button);
    await user.type(screen.getByRole('searchbox'), 'cyber');
    await screen.findByRole('link', { name: /^ESNUM Rennes/ });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('searchbox')).toHaveValue('cyber');
    expect(await screen.findByRole('link', { name: /^ESNUM Rennes/ })).toBeInTheDocument();
  });

  it('says when nothing is found, and when the index cannot be loaded', async () => {
    const user = userEvent.setup();
    const loadEngine = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ search: async (term: string) => ({ term, total: 0, groups: [] }) });
    renderSearch(loadEngine);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox'), 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('La recherche ne répond pas'));

    await user.type(screen.getByRole('searchbox'), 'z');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat pour « zzz »'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows only the answer to the words in the field, whatever order the answers come in', async () => {
    const user = userEvent.setup();
    const answers: Array<() => void> = [];
    const search = jest.fn(
      (term: string) =>
        new Promise<{ term: string; total: number; groups: typeof GROUPS }>((resolve) => {
          answers.push(() =>
            resolve({ term, total: term === 'cy' ? 1 : 4, groups: term === 'cy' ? groupHits(FOUND.slice(0, 1)) : GROUPS }),
          );
        }),
    );
    renderSearch(engineAnswering(search));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox'), 'cyb');
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 résultats pour « cyb »'));
    await act(async () => answers[0]());
    expect(screen.getByRole('status')).toHaveTextContent('4 résultats pour « cyb »');
  });
});
