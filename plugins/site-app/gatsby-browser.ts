// Browser side of the installable app: looks for a new service worker on each navigation, and
// makes the next navigation load the new build once one is ready (see src/features/app-updates).
import type { GatsbyBrowser } from 'gatsby';
import { checkForServiceWorkerUpdate, prepareReloadOnNextNavigation } from '../../src/features/app-updates/service-worker-updates';

let firstRoute = true;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  // The first route is the page load, when the browser looks for a new worker by itself.
  if (firstRoute) {
    firstRoute = false;
    return;
  }
  void checkForServiceWorkerUpdate();
};

export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => {
  prepareReloadOnNextNavigation();
};
