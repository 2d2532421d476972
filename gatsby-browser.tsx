// Browser APIs: global styles, scrolling after route changes (spec §2: to the anchor with a
// 250 px offset, or to the top, 100 ms later; back and forward restore the position; a filter
// keeps it) and the route events of the loading bar. The page
// frame and client state are wrapped by plugins/site-chrome.
import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { emitRouteEvent } from './src/lib/route-events';
import { scrollAfterNavigation, updateScrollAfterNavigation, watchHistorySteps } from './src/features/navigation/scroll';
import { routeStaticLinks } from './src/features/navigation/static-links';
import { hydrateInTransition } from './src/lib/performance/concurrent-hydration';
import { endInitialHydration } from './src/lib/performance/hydration-phase';

// Gatsby still types this API with ReactDOM.render's legacy signature; Gatsby 5 calls the
// function it returns with (element, container), as hydrateInTransition expects.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition as unknown as Renderer;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchHistorySteps();
  routeStaticLinks();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) =>
  updateScrollAfterNavigation(routerProps.location);

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  endInitialHydration();
  // A first load with an anchor: the browser jumps to it; apply the offset the same way.
  if (window.location.hash) scrollAfterNavigation(window.location.hash);
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && location.pathname !== prevLocation.pathname) emitRouteEvent('start');
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  emitRouteEvent('done');
};
