import { loadWhenIdle } from '../load-when-idle';

// jsdom has no idle callbacks: the tests give them, and take them away.
interface IdleWindow {
  requestIdleCallback?: typeof window.requestIdleCallback;
  cancelIdleCallback?: typeof window.cancelIdleCallback;
}

describe('loadWhenIdle', () => {
  const idleWindow = window as unknown as IdleWindow;
  const original = { request: idleWindow.requestIdleCallback, cancel: idleWindow.cancelIdleCallback };
  let idleCallbacks: Map<number, IdleRequestCallback>;

  beforeEach(() => {
    idleCallbacks = new Map();
    idleWindow.requestIdleCallback = (callback) => {
      const handle = idleCallbacks.size + 1;
      idleCallbacks.set(handle, callback);
      return handle;
    };
    idleWindow.cancelIdleCallback = (handle) => void idleCallbacks.delete(handle);
  });

  afterEach(() => {
    idleWindow.requestIdleCallback = original.request;
    idleWindow.cancelIdleCallback = original.cancel;
    jest.useRealTimers();
  });

  const becomeIdle = () => {
    for (const callback of idleCallbacks.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
  };

  it('loads the chunk when the browser becomes idle, not before', () => {
    const load = jest.fn(() => Promise.resolve());
    loadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once cancelled (the component that asked is gone)', () => {
    const load = jest.fn(() => Promise.resolve());
    const cancel = loadWhenIdle(load);
    cancel();
    becomeIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits two seconds instead where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    delete idleWindow.requestIdleCallback;
    const load = jest.fn(() => Promise.resolve());
    loadWhenIdle(load);
    jest.advanceTimersByTime(1999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a chunk that cannot load now fail quietly: it is loaded again when needed', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loadWhenIdle(() => Promise.reject(new Error('ChunkLoadError: offline')));
      becomeIdle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
