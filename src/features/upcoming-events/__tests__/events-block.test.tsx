import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { setToday } from '@/testing/today';
import { announcePageDataRefreshed } from '@/lib/page-data-refreshed';
import { EventsBlock } from '../events-block';
import { CampusEvents } from '../campus-events';

const liveEvent = (slug: string, title: string, dateStart: string) => ({
  id: 1,
  documentId: slug,
  slug,
  title,
  url: `https://evenements.esnum.example/inscription/${slug}`,
  dateStart,
  dateEnd: null,
  campus: { id: 2, documentId: 'x', name: 'ESNUM Nice', slug: 'nice' },
});

afterEach(() => jest.restoreAllMocks());

describe('events block', () => {
  it('shows up to 3 events with title, long French date and registration link, and a link to all events', () => {
    mockFetch([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="fr" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Journée portes ouvertes — Lyon' })).toHaveAttribute('href', '/agenda/jpo-lyon');
    expect(within(items[0]).getByText('jeudi 3 décembre 2026')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: "S'inscrire : Journée portes ouvertes — Lyon" })).toHaveAttribute(
      'href',
      'https://evenements.esnum.example/inscription/jpo-lyon',
    );
    expect(screen.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute('href', '/agenda');
  });

  it("waits for the CMS on a page built without the events (a news item), says so, then shows the CMS's", async () => {
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderWithProviders(<EventsBlock language="fr" />, { pageEvents: null });
    const block = screen.getByRole('region', { name: 'Prochains événements' });
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(within(block).getByText('Chargement des prochains événements…')).toBeInTheDocument();
    expect(within(block).queryByText('Aucun événement disponible pour le moment')).not.toBeInTheDocument();
    await act(async () =>
      answer({
        ok: true,
        status: 200,
        json: async () => ({ data: [liveEvent('conference-ia-nice', 'Conférence IA — Nice', '2026-12-01T17:00:00Z')] }),
      } as Response),
    );
    expect(await within(block).findByRole('link', { name: 'Conférence IA — Nice' })).toBeInTheDocument();
    expect(block).toHaveAttribute('aria-busy', 'false');
    expect(within(block).queryByText('Chargement des prochains événements…')).not.toBeInTheDocument();
  });

  it('says the events cannot be shown when the CMS fails on a page built without them, and keeps the link to the agenda', async () => {
    mockFetch([[/\/api\/events/, { status: 503 }]]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="fr" />, { pageEvents: null });
    expect(
      await screen.findByText(/^Les prochains événements ne peuvent pas être affichés pour le moment\s: retrouvez-les dans l'agenda\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute('href', '/agenda');
  });

  it('writes English dates in English', () => {
    mockFetch([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="en" />, { language: 'en' });
    expect(screen.getByText('Thursday, 3 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/en/agenda');
  });

  it('is refreshed once from the CMS with the spec filters, and the live list replaces the snapshot', async () => {
    const fetchMock = mockFetch([
      [/\/api\/events\?/, { body: { data: [liveEvent('conference-ia-nice', 'Conférence IA — Nice', '2026-12-01T17:00:00Z')] } }],
    ]);
    const { rerender } = renderWithProviders(<EventsBlock language="fr" />);
    expect(await screen.findByRole('link', { name: 'Conférence IA — Nice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Journée portes ouvertes — Lyon' })).not.toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]));
    expect(url.pathname).toBe('/api/events');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('sort[0]')).toBe('dateStart:asc');
    expect(url.searchParams.get('pagination[limit]')).toBe('6');
    rerender(<EventsBlock language="fr" />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is refreshed again, once, each time the page data are refreshed (the installed app back online)', async () => {
    const fetchMock = mockFetch([[/\/api\/events\?/, { body: { data: [] } }]]);
    const eventsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/events?')).length;
    renderWithProviders(<EventsBlock language="fr" />);
    await waitFor(() => expect(eventsCalls()).toBe(1));
    act(() => announcePageDataRefreshed());
    await waitFor(() => expect(eventsCalls()).toBe(2));
    act(() => announcePageDataRefreshed());
    await waitFor(() => expect(eventsCalls()).toBe(3));
  });

  it('keeps the snapshot and logs the wrapped error when the refresh fails', async () => {
    mockFetch([[/\/api\/events/, { status: 503 }]]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="fr" />);
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(errors.mock.calls[0][1]).toMatchObject({ scope: 'events', statusCode: 503 });
    expect(screen.getByRole('link', { name: 'Journée portes ouvertes — Lyon' })).toBeInTheDocument();
  });

  it('drops an event of the snapshot that has ended since the build, when the refresh fails', async () => {
    // The day after the first event of the snapshot (3 December 2026), in Paris.
    setToday(new Date('2026-12-04T08:00:00.000Z'));
    mockFetch([[/\/api\/events/, { status: 503 }]]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="fr" />);
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Journée portes ouvertes — Lyon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "S'inscrire : Journée portes ouvertes — Lyon" })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0].textContent)).toEqual([
      "Session de tests d'admission — Strasbourg",
      'Journée portes ouvertes — Paris',
      'Job dating alternance — Reims',
    ]);
  });

  it('keeps an event on its last day, in Paris time', async () => {
    // 22:30 UTC on 3 December is 23:30 in Paris: still the event's day.
    setToday(new Date('2026-12-03T22:30:00.000Z'));
    mockFetch([[/\/api\/events/, { status: 503 }]]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<EventsBlock language="fr" />);
    expect(await screen.findByRole('link', { name: 'Journée portes ouvertes — Lyon' })).toBeInTheDocument();
  });

  it('keeps at most 6 events', async () => {
    const many = Array.from({ length: 9 }, (_, i) => liveEvent(`e${i}`, `Événement ${i}`, `2026-12-1${i}T09:00:00Z`));
    mockFetch([[/\/api\/events\?/, { body: { data: many } }]]);
    renderWithProviders(<CampusEvents campus="nice" language="fr" snapshot={[]} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
  });

  it('asks the campus variant for one campus, and starts from the page snapshot', async () => {
    const fetchMock = mockFetch([[/\/api\/events\?/, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <CampusEvents
        campus="lyon"
        language="fr"
        snapshot={[
          {
            slug: 'jpo',
            title: 'JPO Lyon',
            url: null,
            dateStart: '2026-12-03T09:00:00Z',
            dateEnd: null,
            campus: { name: 'ESNUM Lyon', slug: 'lyon' },
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'JPO Lyon' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('filters[campus][slug][$eq]')).toBe('lyon');
  });

  // Whether it shows (only where the dates leave room in their row) is the layout's: the browser
  // tests check that the cards of a grid keep one width and no row ends short.
  it("ends a campus's dates on a card of its own for the whole agenda", async () => {
    mockFetch([[/\/api\/events\?/, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const snapshot = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        slug: `jpo-${i}`,
        title: `JPO ${i}`,
        url: null,
        dateStart: `2026-12-0${i + 3}T09:00:00Z`,
        dateEnd: null,
        campus: { name: 'ESNUM Lyon', slug: 'lyon' },
      }));
    renderWithProviders(<CampusEvents campus="lyon" language="fr" snapshot={snapshot(1)} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: "Tout l'agenda de l'ESNUM" })).toHaveAttribute('href', '/agenda');
    expect(within(list).getByText(/Journées portes ouvertes, salons et conférences/)).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  });
});
