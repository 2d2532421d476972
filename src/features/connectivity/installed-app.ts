// Whether the site runs as an installed app (spec §1, §4): the manifest's display mode
// `standalone`, or `navigator.standalone` for a home-screen app on iOS (Safari before 16.4 reports
// no display mode there). `fullscreen` does not count: Chromium also reports it for an ordinary
// tab in full screen (F11). `minimal-ui` does not either: the manifest asks for `standalone`.
export const STANDALONE_QUERY = '(display-mode: standalone)';

export interface InstalledAppEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  /** Navigator, with iOS's own `standalone`. */
  navigator?: object & { standalone?: boolean };
}

export const isInstalledApp = ({ matchMedia, navigator }: InstalledAppEnvironment): boolean =>
  navigator?.standalone === true || Boolean(matchMedia?.(STANDALONE_QUERY).matches);

/**
 * Calls `onChange` when the display mode changes: Chromium can move an open tab into the app's
 * window ("Open in app"), and the page goes on without reloading.
 */
export const subscribeToDisplayMode = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : null;
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
