// Recovering from chunk-loading failures: when a deploy removed the code an open page asks for,
// the page is loaded again (at most once a minute, see reload-guard.ts), so the visitor gets the
// new build instead of a page that no longer works. Installed at the client entry, before Gatsby
// loads the first page, because a missing chunk at that point means React never renders.
//
// The mark lives in sessionStorage: a reload loop happens in one tab, and another tab must stay
// free to recover on its own (localStorage would make tabs block each other). When sessionStorage
// is unavailable, the mark goes into the current history entry's state, which also survives a
// reload.
import type { GatsbyBrowser } from 'gatsby';
import { isChunkLoadError } from './chunk-error';
import { claimReload, parseMark, type ReloadMarkStore } from './reload-guard';

const RELOAD_MARK_KEY = 'esnum:chunk-reload-at';

const sessionStore: ReloadMarkStore = {
  read: () => parseMark(window.sessionStorage.getItem(RELOAD_MARK_KEY)),
  write: (at) => window.sessionStorage.setItem(RELOAD_MARK_KEY, String(at)),
};

const historyStore: ReloadMarkStore = {
  read: () => parseMark((window.history.state as Record<string, unknown> | null)?.[RELOAD_MARK_KEY]),
  write: (at) => window.history.replaceState({ ...(window.history.state as Record<string, unknown> | null), [RELOAD_MARK_KEY]: at }, ''),
};

let reloading = false;

/** Reloads the page if `reason` is a chunk-loading failure and the guard allows it. */
export const reloadAfterChunkError = (reason: unknown, reload: () => void = () => window.location.reload()): boolean => {
  if (reloading || !isChunkLoadError(reason)) return false;
  // Offline, the chunk is missing because the network is: a reload would only show the browser's
  // error page instead of the one the visitor is reading.
  if (window.navigator.onLine === false) return false;
  if (!claimReload(Date.now(), [sessionStore, historyStore])) {
    console.warn('[chunk-reload] a chunk could not be loaded again less than a minute after a reload: no new reload', reason);
    return false;
  }
  reloading = true;
  reload();
  return true;
};

/**
 * Takes chunk-loading failures over from Gatsby's own handler (cache-dir/navigation.js), which
 * loads the current path again on every one of them: without a guard, and offline too, where it
 * swaps the page for the browser's error page (as when gatsby-plugin-image's lazily loaded code
 * fails while offline). Capture listeners on window run before the bubbling ones at the target,
 * so this one can stop the event before Gatsby's sees it; other errors go on untouched.
 */
const onFailure = (event: Event, reason: unknown) => {
  if (!isChunkLoadError(reason)) return;
  event.stopImmediatePropagation();
  reloadAfterChunkError(reason);
};

let installed = false;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (installed) return;
  installed = true;
  window.addEventListener('unhandledrejection', (event) => onFailure(event, event.reason), { capture: true });
  window.addEventListener('error', (event) => onFailure(event, event.error ?? event.message), { capture: true });
};
