import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/testing/render';
import * as analytics from '@/lib/analytics/track';
import { ONLINE_TOAST_MS } from '@/lib/constants';
import { onPageDataRefreshed } from '@/lib/page-data-refreshed';
import { STANDALONE_QUERY } from '../installed-app';
import { ConnectivityToasts } from '../connectivity-toasts';

const realMatchMedia = window.matchMedia;

const runAs = ({ standalone }: { standalone: boolean }) => {
  window.matchMedia = ((query: string) => ({
    matches: standalone && query === STANDALONE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

let online = true;
const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
/** Lets pending promises (fetch answers) settle under fake timers. */
const settle = () => act(async () => undefined);

/** Counts the page-data refreshes announced (upcoming-events lists refresh on each: their own tests). */
const countRefreshes = () => {
  const refreshes = { count: 0 };
  afterEachStop.push(onPageDataRefreshed(() => (refreshes.count += 1)));
  return refreshes;
};
const afterEachStop: Array<() => void> = [];

beforeEach(() => {
  jest.useFakeTimers();
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  afterEachStop.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

describe('connectivity toasts of the installed app', () => {
  it('announces the loss of the connection in a status region that was already there, and keeps it', () => {
    runAs({ standalone: true });
    mockFetch([]);
    renderWithProviders(<ConnectivityToasts />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    goOffline();
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Vous êtes hors-ligne');
    wait(10 * 60_000);
    expect(region).toHaveTextContent('Vous êtes hors-ligne');
  });

  it('shows the online message for 5000 ms, then refreshes the page data', async () => {
    runAs({ standalone: true });
    const trackConnectivity = jest.spyOn(analytics, 'trackConnectivity');
    mockFetch([]);
    const refreshes = countRefreshes();
    renderWithProviders(<ConnectivityToasts />);
    await settle();
    expect(refreshes.count).toBe(0);
    goOffline();
    goOnline();
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Vous êtes désormais en ligne');
    expect(screen.queryByText('Vous êtes hors-ligne')).not.toBeInTheDocument();
    wait(ONLINE_TOAST_MS - 1);
    expect(region).toHaveTextContent('Vous êtes désormais en ligne');
    expect(refreshes.count).toBe(0);
    wait(1);
    await settle();
    expect(region).toBeEmptyDOMElement();
    expect(refreshes.count).toBe(1);
    expect(trackConnectivity.mock.calls).toEqual([[false], [true]]);
  });

  it('does not refresh when the connection drops again before the online message is gone', async () => {
    runAs({ standalone: true });
    mockFetch([]);
    const refreshes = countRefreshes();
    renderWithProviders(<ConnectivityToasts />);
    await settle();
    goOffline();
    goOnline();
    wait(ONLINE_TOAST_MS / 2);
    goOffline();
    wait(ONLINE_TOAST_MS);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors-ligne');
    expect(refreshes.count).toBe(0);
  });

  it('shows the offline message at once when the app starts offline, and the visitor can dismiss it', async () => {
    runAs({ standalone: true });
    online = false;
    mockFetch([]);
    renderWithProviders(<ConnectivityToasts />);
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors-ligne');
    fireEvent.click(screen.getByRole('button', { name: 'Masquer le message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Masquer le message' })).not.toBeInTheDocument();
  });

  it('has no dismiss button on the online message, which goes by itself', () => {
    runAs({ standalone: true });
    mockFetch([]);
    renderWithProviders(<ConnectivityToasts />);
    goOffline();
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes désormais en ligne');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    runAs({ standalone: true });
    mockFetch([]);
    renderWithProviders(<ConnectivityToasts />, { language: 'en' });
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('button', { name: 'Dismiss the message' })).toBeInTheDocument();
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent('You are back online');
  });

  it('shows nothing in a browser tab, offline or back online', async () => {
    runAs({ standalone: false });
    const trackConnectivity = jest.spyOn(analytics, 'trackConnectivity');
    mockFetch([]);
    const refreshes = countRefreshes();
    renderWithProviders(<ConnectivityToasts />);
    await settle();
    goOffline();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Vous êtes hors-ligne')).not.toBeInTheDocument();
    goOnline();
    wait(ONLINE_TOAST_MS);
    await settle();
    expect(screen.queryByText('Vous êtes désormais en ligne')).not.toBeInTheDocument();
    expect(refreshes.count).toBe(0);
    expect(trackConnectivity).not.toHaveBeenCalled();
  });

  it('works for a home-screen app on iOS (navigator.standalone)', () => {
    runAs({ standalone: false });
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      mockFetch([]);
      renderWithProviders(<ConnectivityToasts />);
      goOffline();
      expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors-ligne');
    } finally {
      delete (window.navigator as { standalone?: boolean }).standalone;
    }
  });
});
