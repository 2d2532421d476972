import { renderHook, act } from '@testing-library/react';
import { isInstalledApp, STANDALONE_QUERY } from '../installed-app';
import { useInstalledApp } from '../use-installed-app';

const matching =
  (...queries: string[]) =>
  (query: string) => ({ matches: queries.includes(query) });

describe('installed-app detection', () => {
  it.each([
    ['display-mode standalone', { matchMedia: matching(STANDALONE_QUERY), navigator: {} }, true],
    ['navigator.standalone on iOS', { matchMedia: matching(), navigator: { standalone: true } }, true],
    ['navigator.standalone on iOS, without matchMedia', { navigator: { standalone: true } }, true],
    ['a browser tab', { matchMedia: matching('(display-mode: browser)'), navigator: {} }, false],
    ['a tab in full screen (F11)', { matchMedia: matching('(display-mode: fullscreen)'), navigator: {} }, false],
    ['minimal-ui', { matchMedia: matching('(display-mode: minimal-ui)'), navigator: {} }, false],
    ['iOS Safari in a tab', { matchMedia: matching(), navigator: { standalone: false } }, false],
    ['no matchMedia at all', { navigator: {} }, false],
  ])('%s', (_label, environment, expected) => {
    expect(isInstalledApp(environment)).toBe(expected);
  });
});

describe('useInstalledApp', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  /** A standalone media query whose answer the test changes, telling its listeners. */
  const controllableDisplayMode = (standalone: boolean) => {
    const listeners = new Set<() => void>();
    const state = { standalone };
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === STANDALONE_QUERY && state.standalone;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    return {
      set: (value: boolean) => {
        state.standalone = value;
        listeners.forEach((listener) => listener());
      },
      listeners,
    };
  };

  it('follows the display mode when a tab moves into the app window, and stops listening when unmounted', () => {
    const displayMode = controllableDisplayMode(false);
    const { result, unmount } = renderHook(() => useInstalledApp());
    expect(result.current).toBe(false);
    act(() => displayMode.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(displayMode.listeners.size).toBe(0);
  });
});
