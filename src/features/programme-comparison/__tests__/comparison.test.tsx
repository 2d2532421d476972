import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import ProgrammeListTemplate from '@/templates/programme-list';
import ProgrammeComparisonTemplate from '@/templates/programme-comparison';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { NO_LOCALES, PROGRAMMES } from '@/testing/fixtures/content';
import { COMPARISON_STORAGE_KEY } from '../comparison-state';

const certification = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];
const COMPARED = PROGRAMMES.map((programme, index) => ({
  ...programme,
  entryLevel: programme.graduationLevel - 2,
  yearlyFeeText: programme.rhythm === 'periodic' ? null : `7\u00a0${index}00`,
  certification: certification(`Titre certifié de ${programme.title}.`),
}));

const renderFinder = () =>
  renderWithProviders(
    <ProgrammeListTemplate
      {...pageProps<Queries.ProgrammeListTemplateQuery>(
        { programmes: { nodes: PROGRAMMES }, locales: NO_LOCALES },
        { path: '/programmes' },
      )}
    />,
  );
const renderComparison = (search = '') =>
  renderWithProviders(
    <ProgrammeComparisonTemplate
      {...pageProps<Queries.ProgrammeComparisonTemplateQuery>(
        { programmes: { nodes: COMPARED }, locales: NO_LOCALES },
        { path: '/programmes/comparer', search },
      )}
    />,
  );

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe('programme comparison', () => {
  it('picks up to three programmes from the finder, keeps them for the session and leads to their comparison', async () => {
    renderFinder();
    expect(screen.queryByRole('region', { name: 'Formations à comparer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Comparer Bachelor Cybersécurité' }));
    const tray = await screen.findByRole('region', { name: 'Formations à comparer' });
    expect(tray).toHaveTextContent('1 formation sur 3 à comparer');
    expect(within(tray).getByText('Choisissez-en une autre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Comparer Mastère Data et IA' }));
    expect(within(tray).getByRole('link', { name: 'Comparer' })).toHaveAttribute(
      'href',
      '/programmes/comparer?formations=bachelor-cyber,mastere-data',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Comparer BTS Services informatiques aux organisations' }));
    // Three at most: the fourth waits until one is removed.
    expect(screen.getByRole('checkbox', { name: 'Comparer Bachelor Développeur web' })).toBeDisabled();
    expect(JSON.parse(window.sessionStorage.getItem(COMPARISON_STORAGE_KEY)!)).toEqual(['bachelor-cyber', 'mastere-data', 'bts-sio']);
    await userEvent.click(within(tray).getByRole('button', { name: 'Tout retirer' }));
    expect(screen.queryByRole('region', { name: 'Formations à comparer' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Comparer Bachelor Cybersécurité' })).not.toBeChecked();
  });

  it('shows the programmes of the address side by side, criteria as row headings, and removes one', async () => {
    renderComparison('?formations=mastere-data,bachelor-developpeur');
    const table = await screen.findByRole('table', { name: 'Comparaison de Mastère Data et IA, Bachelor Développeur web' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => within(header).getByRole('link').textContent),
    ).toEqual(['Mastère Data et IA', 'Bachelor Développeur web']);
    const row = (name: string) =>
      within(
        within(table)
          .getAllByRole('row')
          .find((tr) => within(tr).queryByRole('rowheader', { name }))!,
      ).getAllByRole('cell');
    expect(row('Niveau de sortie').map((cell) => cell.textContent)).toEqual(['Bac+5', 'Bac+3']);
    // Where the two differ, the rows are marked, and a line says what the mark means.
    expect(screen.getByText("Les critères marqués ainsi diffèrent d'une formation à l'autre")).toBeInTheDocument();
    expect(row('Rythme').map((cell) => cell.textContent)).toEqual(['Temps plein', 'Temps plein ou alternance']);
    expect(row('Coût')[1]).toHaveTextContent('7 100 € / an · 0 € en alternance');
    expect(row('Certification')[0]).toHaveTextContent('Titre certifié de Mastère Data et IA.');
    expect(row('Admission')[0]).toHaveTextContent('Accessible après un Bac+3 ou équivalent. Dossier en ligne, toute l’année.');
    // The last row leads on: each programme's page, named for a screen reader's list of links.
    expect(
      within(row('Pour aller plus loin')[1]).getByRole('link', { name: 'Découvrir la formation Bachelor Développeur web' }),
    ).toHaveAttribute('href', '/programmes/bachelor-developpeur');
    await userEvent.click(within(table).getByRole('button', { name: 'Retirer Mastère Data et IA de la comparaison' }));
    expect(navigate).toHaveBeenLastCalledWith('/programmes/comparer?formations=bachelor-developpeur', { replace: true });
  });

  it('falls back on the programmes picked in the finder, and says how to pick them when there are none', async () => {
    const { unmount } = renderComparison();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/sur deux ou trois formations du catalogue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir des formations' })).toHaveAttribute('href', '/programmes');
    // Comparisons often made, from the catalogue: two levels of one field, one click from their table.
    const suggestions = screen.getByRole('region', { name: 'Pour commencer, des comparaisons souvent faites' });
    expect(
      within(suggestions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'BTSBTS Services informatiques aux organisations ou BachelorBachelor Développeur web Comparer',
        '/programmes/comparer?formations=bts-sio,bachelor-developpeur',
      ],
    ]);
    expect(
      within(suggestions).getByRole('link', {
        name: 'BTS Services informatiques aux organisations ou Bachelor Développeur web Comparer',
      }),
    ).toBeInTheDocument();
    unmount();
    window.sessionStorage.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(['bts-sio', 'bachelor-cyber']));
    renderComparison();
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: /^Pour commencer/ })).not.toBeInTheDocument();
  });
});
