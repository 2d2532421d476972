// Safe updates of the installed app. The browser only looks for a new service worker on full page
// loads, and a visitor of this single-page site may navigate for hours without one: each
// navigation asks for it too. Once a new worker is ready, the next navigation (a link, or the
// back and forward buttons) loads the new build from the network instead of the old one.
interface UpdatableRegistration {
  update: () => Promise<unknown>;
}

interface ServiceWorkerContainerLike {
  getRegistration: () => Promise<UpdatableRegistration | undefined>;
}

let checking: Promise<void> | null = null;

/** Asks the browser to fetch sw.js again; one check at a time, and never an error for the page. */
export const checkForServiceWorkerUpdate = (container: ServiceWorkerContainerLike | undefined = navigator.serviceWorker): Promise<void> => {
  if (!container) return Promise.resolve();
  checking ??= container
    .getRegistration()
    .then((registration) => registration?.update())
    .then(
      () => undefined,
      // Offline, or sw.js unreachable: the next navigation tries again.
      () => undefined,
    )
    .finally(() => {
      checking = null;
    });
  return checking;
};

type UpdateWindow = Pick<Window, 'addEventListener' | 'location'> & { ___swUpdated?: boolean };

/**
 * A new worker is installed: Gatsby's links already reload when `___swUpdated` is set; the back and
 * forward buttons do not go through them, so they reload here.
 */
export const prepareReloadOnNextNavigation = (win: UpdateWindow = window as UpdateWindow) => {
  win.___swUpdated = true;
  win.addEventListener('popstate', () => win.location.reload(), { once: true });
};
