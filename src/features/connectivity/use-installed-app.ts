// True when the site runs as an installed app. False on the server and during hydration (the
// static HTML is the same for everyone), then the browser's answer, kept up to date.
import { useSyncExternalStore } from 'react';
import { isInstalledApp, subscribeToDisplayMode } from './installed-app';

export const useInstalledApp = () =>
  useSyncExternalStore(
    subscribeToDisplayMode,
    () => isInstalledApp(window),
    () => false,
  );
