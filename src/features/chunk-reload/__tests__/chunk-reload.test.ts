import { RELOAD_GUARD_MS } from '@/lib/constants';

type ChunkReloadModule = typeof import('../chunk-reload');

/** The module as a fresh page load sees it (its once-per-page state starts again). */
const freshPageLoad = (): ChunkReloadModule => {
  let loaded: ChunkReloadModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('../chunk-reload') as ChunkReloadModule;
  });
  return loaded as ChunkReloadModule;
};

const chunkError = () => Object.assign(new Error('Loading chunk 730 failed.\n(error: /730-abc.js)'), { name: 'ChunkLoadError' });
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '');
  jest.spyOn(Date, 'now').mockReturnValue(T0);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('reload after a chunk-loading failure', () => {
  it('reloads once, and not again on the next page load within a minute', () => {
    const reload = jest.fn();
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('esnum:chunk-reload-at')).toBe(String(T0));

    jest.spyOn(Date, 'now').mockReturnValue(T0 + 5000);
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    jest.spyOn(Date, 'now').mockReturnValue(T0 + RELOAD_GUARD_MS);
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks for one reload per page however many chunks fail', () => {
    const reload = jest.fn();
    const page = freshPageLoad();
    window.sessionStorage.clear();
    page.reloadAfterChunkError(chunkError(), reload);
    window.sessionStorage.clear();
    page.reloadAfterChunkError(chunkError(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const reload = jest.fn();
    expect(freshPageLoad().reloadAfterChunkError(new TypeError('Failed to fetch'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload offline, where the reload would only show the browser error page', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the mark in the history entry when sessionStorage throws, so there is still no loop', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const reload = jest.fn();
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(true);
    expect(window.history.state).toMatchObject({ 'esnum:chunk-reload-at': T0 });
    expect(freshPageLoad().reloadAfterChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("takes chunk failures over from the handlers registered before it (Gatsby's), and lets other errors through", () => {
    const page = freshPageLoad();
    const gatsbyHandler = jest.fn();
    window.addEventListener('unhandledrejection', gatsbyHandler);
    window.addEventListener('error', gatsbyHandler);
    try {
      page.onClientEntry?.({} as never, {} as never);
      // jsdom cannot reload (it logs "not implemented"): the guard's mark shows a reload was asked for.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError() }));
      expect(window.sessionStorage.getItem('esnum:chunk-reload-at')).toBe(String(T0));
      expect(gatsbyHandler).not.toHaveBeenCalled();

      window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'Loading chunk 730 failed.' }));
      expect(gatsbyHandler).not.toHaveBeenCalled();

      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch') }));
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('Cannot read properties of undefined'), message: 'x' }));
      expect(gatsbyHandler).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener('unhandledrejection', gatsbyHandler);
      window.removeEventListener('error', gatsbyHandler);
    }
  });

  it("keeps Gatsby's handler from loading the page again while offline", () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const page = freshPageLoad();
    const gatsbyHandler = jest.fn();
    window.addEventListener('unhandledrejection', gatsbyHandler);
    try {
      page.onClientEntry?.({} as never, {} as never);
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError() }));
      expect(gatsbyHandler).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem('esnum:chunk-reload-at')).toBeNull();
    } finally {
      window.removeEventListener('unhandledrejection', gatsbyHandler);
    }
  });
});
