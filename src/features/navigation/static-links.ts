// Links inside server HTML that React does not hydrate (components/ui/static-html.tsx) are
// plain anchors: without this, following one would reload the whole site. One listener on the
// document routes them as Gatsby's Link would: a site page opens through the client-side router;
// an address Gatsby has no page for (an old address the server redirects, a file) loads from the
// server as before. Links React rendered are left alone (Gatsby's Link handles them), and so are the calls to action that open
// the pop-in (`aria-haspopup`): the pop-in's own listener takes them (features/popin/static-popin-links.ts).
import { navigate } from 'gatsby';
import { listenToClicksBeforeReact, plainClickOnStaticAnchor } from '@/lib/static-html-click';

interface GatsbyLoader {
  loadPage: (path: string) => Promise<unknown>;
  isPageNotFound: (path: string) => boolean;
}

const loaderOf = (view: Window) => (view as Window & { ___loader?: GatsbyLoader }).___loader;

// A path with a file extension other than .htm(l) is a file, not a page (as gatsby-plugin-catch-links decides).
const FILE_PATH = /\.(?!html?$)[a-z0-9]{1,5}$/i;

/** The anchor a click should route on the client, or null when the browser should follow it. */
export const staticLinkToRoute = (event: MouseEvent, location: Location): HTMLAnchorElement | null => {
  const anchor = plainClickOnStaticAnchor(event, 'a[href]');
  if (!anchor) return null;
  if (anchor.hasAttribute('aria-haspopup') || anchor.hasAttribute('download') || !['', '_self'].includes(anchor.target)) return null;
  if (anchor.origin !== location.origin || FILE_PATH.test(anchor.pathname)) return null;
  // A link to a part of this page: the browser scrolls to it.
  if (anchor.hash && anchor.pathname === location.pathname && anchor.search === location.search) return null;
  return anchor;
};

const routeStaticLink = (event: MouseEvent) => {
  const view = window;
  const anchor = staticLinkToRoute(event, view.location);
  const loader = loaderOf(view);
  if (!anchor || !loader) return;
  event.preventDefault();
  const path = anchor.pathname + anchor.search;
  const follow = () => view.location.assign(anchor.href);
  loader
    .loadPage(path)
    .then(() => (loader.isPageNotFound(path) ? follow() : navigate(path + anchor.hash)))
    .catch(follow);
};

/** Installs the listener once, when the app starts (gatsby-browser's onClientEntry). */
export const routeStaticLinks = () => {
  listenToClicksBeforeReact(routeStaticLink);
};
