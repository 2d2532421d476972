// Fetches a chunk the page may need later (a dialog, the phone menu) once the browser has nothing
// else to do, so that it is at hand on the first opening and in the service worker's cache before
// the connection drops. A chunk that cannot load now is simply loaded again when it is needed.
const FALLBACK_DELAY_MS = 2000;
const IDLE_TIMEOUT_MS = 5000;

export const loadWhenIdle = (load: () => Promise<unknown>): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
};
