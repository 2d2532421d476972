/* eslint-disable testing-library/no-node-access -- stubs the position of the element an in-page link targets */
import React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitRouteEvent } from '@/lib/route-events';
import { renderWithProviders } from '@/testing/render';
import { LoadingBar, progressAt } from '../loading-bar';
import { scrollAfterNavigation, updateScrollAfterNavigation, watchHistorySteps } from '../scroll';
import { ScrollToTop } from '../scroll-to-top';
import { usePageMetrics } from '../use-page-metrics';

const setReducedMotion = (reduced: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('reduce') ? reduced : original(query).matches,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};

describe('scroll after a route change', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls to the anchor 250 px above it, smoothly, 100 ms later', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = '<section id="admission"></section>';
    jest.spyOn(document.getElementById('admission')!, 'getBoundingClientRect').mockReturnValue({ top: 1200 } as DOMRect);
    window.scrollY = 100;
    scrollAfterNavigation('#admission');
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1050, behavior: 'smooth' });
  });

  it('scrolls to the top without an anchor (or an unknown one), instantly when motion is reduced', () => {
    const restore = setReducedMotion(true);
    try {
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      scrollAfterNavigation('');
      scrollAfterNavigation('#nowhere');
      jest.advanceTimersByTime(100);
      expect(scrollTo).toHaveBeenNthCalledWith(1, { top: 0, behavior: 'auto' });
      expect(scrollTo).toHaveBeenNthCalledWith(2, { top: 0, behavior: 'auto' });
    } finally {
      restore();
    }
  });
});

describe('scroll decisions of the router', () => {
  beforeAll(() => watchHistorySteps());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets Gatsby put back the saved position on back and forward, and scrolls a new navigation to the top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(updateScrollAfterNavigation({ hash: '' })).toBe(true);
    jest.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    // The next link is a new navigation again.
    expect(updateScrollAfterNavigation({ hash: '' })).toBe(false);
    jest.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('keeps the position for a filter applied to a list', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(updateScrollAfterNavigation({ hash: '', state: { keepScroll: true } })).toBe(false);
    jest.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('loading bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 200 ms, moves towards 100 over 5 s, completes, and hides 500 ms after', () => {
    renderWithProviders(<LoadingBar />);
    act(() => emitRouteEvent('start'));
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    const bar = screen.getByRole('progressbar', { name: 'Chargement de la page' });
    act(() => jest.advanceTimersByTime(2300));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    act(() => emitRouteEvent('done'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for a page that comes within 200 ms', () => {
    renderWithProviders(<LoadingBar />);
    act(() => emitRouteEvent('start'));
    act(() => jest.advanceTimersByTime(120));
    act(() => emitRouteEvent('done'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('eases from 0 to at most 95 before the page is there', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBe(50);
    expect(progressAt(60_000)).toBe(95);
  });
});

describe('back-to-top button', () => {
  const Page = () => {
    usePageMetrics();
    return <ScrollToTop />;
  };

  it('is hidden at the top, shown once scrolled, and scrolls smoothly to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.scrollY = 0;
    renderWithProviders(<Page />);
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();
    act(() => {
      window.scrollY = 500;
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('button', { name: 'Revenir en haut de la page' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});
