import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import AgendaTemplate from '../agenda';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { BUILT_ON, EVENTS, NO_LOCALES } from '@/testing/fixtures/content';

const renderAgenda = (events: typeof EVENTS, search = '') =>
  renderWithProviders(
    <AgendaTemplate
      {...pageProps<Queries.AgendaTemplateQuery>(
        { events: { nodes: events }, locales: NO_LOCALES },
        { path: '/agenda', search, context: { builtOn: BUILT_ON } },
      )}
    />,
  );

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-20T10:00:00.000Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick'],
  });
});
afterEach(() => jest.useRealTimers());

describe('agenda', () => {
  it('lists the upcoming events with their type, soonest first, without past ones, under the head of their month', () => {
    renderAgenda(EVENTS);
    const month = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(month('Décembre 2026')).toEqual(['Portes ouvertes de décembre à Lyon', 'Job dating alternance à Lille']);
    expect(month('Janvier 2027')).toEqual(['Conférence\u00a0: l’IA au quotidien']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Portes ouvertes de décembre à Lyon',
      'Job dating alternance à Lille',
      // The space before the colon does not break (lib/typography).
      'Conférence\u00a0: l’IA au quotidien',
    ]);
    expect(screen.getAllByText('Journée portes ouvertes')).not.toHaveLength(0);
  });

  it('filters by type and campus from the URL query', () => {
    renderAgenda(EVENTS, '?type=job-dating');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Job dating alternance à Lille']);
    expect(screen.getByRole('radio', { name: /^Job dating/ })).toBeChecked();
  });

  it("says 'Aucun événement ne correspond au filtre sélectionné' when the filter matches none, with a way out that keeps the campaign", async () => {
    renderAgenda(EVENTS, '?utm_source=salon&type=job-dating&campus=bordeaux');
    expect(screen.getByRole('heading', { name: 'Aucun événement ne correspond au filtre sélectionné' })).toBeInTheDocument();
    // The filter form's own "Tout afficher" is a link; the empty state's, a button.
    await userEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(navigate).toHaveBeenLastCalledWith('/agenda?utm_source=salon', { state: { keepScroll: true } });
  });

  it("says 'Aucun événement disponible pour le moment' when nothing is coming, without filters", () => {
    renderAgenda([EVENTS[0]]);
    expect(screen.getByText('Aucun événement disponible pour le moment')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
