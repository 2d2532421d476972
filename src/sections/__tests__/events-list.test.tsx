import React from 'react';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { eventsFixture } from '@/testing/fixtures/site-chrome';
import { EventsList } from '../events-list';

// No CMS in unit tests: the live refresh fails and the page's build-time events stay (and say why).
beforeEach(() => {
  mockFetch([]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('events list block', () => {
  it('shows as many upcoming events as the block asks, with long French dates and registration links', () => {
    renderWithProviders(<EventsList block={{ title: 'Prochains événements', limit: 2 }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Prochains événements' })).toBeInTheDocument();
    const events = screen.getAllByRole('article');
    expect(events).toHaveLength(2);
    expect(within(events[0]).getByRole('heading', { level: 3, name: 'Journée portes ouvertes\u00a0— Lyon' })).toBeInTheDocument();
    expect(within(events[0]).getByRole('link', { name: 'Journée portes ouvertes\u00a0— Lyon' })).toHaveAttribute(
      'href',
      '/agenda/jpo-lyon',
    );
    expect(within(events[0]).getByText('jeudi 3 décembre 2026')).toBeInTheDocument();
    expect(within(events[0]).getByRole('link', { name: /^S'inscrire/ })).toHaveAttribute(
      'href',
      'https://evenements.esnum.example/inscription/jpo-lyon',
    );
    expect(screen.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute('href', '/agenda');
  });

  it('shows 3 events when the block does not say, never more than the 6 kept', () => {
    const { unmount } = renderWithProviders(<EventsList block={{ title: null, limit: null }} language="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Prochains événements' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    unmount();
    renderWithProviders(<EventsList block={{ title: null, limit: 50 }} language="fr" />);
    expect(screen.getAllByRole('article')).toHaveLength(eventsFixture.fr.length);
  });

  it('writes English dates on English pages', () => {
    renderWithProviders(<EventsList block={{ title: 'Upcoming events', limit: 3 }} language="en" />, { language: 'en' });
    expect(screen.getByText('Thursday, 3 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/en/agenda');
  });

  it("says 'Aucun événement disponible pour le moment' when there is none", () => {
    renderWithProviders(<EventsList block={{ title: 'Prochains événements', limit: 3 }} language="fr" />, { pageEvents: [] });
    expect(screen.getByText('Aucun événement disponible pour le moment')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
