// What the document listeners standing in for React inside kept server HTML share
// (features/navigation/static-links.ts, features/popin/static-popin-links.ts): which clicks they may take, and where.
// They listen in the capture phase: on a click inside a block React has not hydrated yet (a
// lazySection waiting to come into view), React's own listener on the root tries to hydrate the
// block at once, and when it cannot, stops the event there; a listener on the document in the
// bubble phase would never see it, and the browser would reload the whole site. Running first,
// they leave alone what React has rendered (its links and calls to action handle their clicks).

/** The class of StaticHtml's wrapper (components/ui/static-html.tsx) and of lazySection's. */
export const STATIC_HTML_SELECTOR = '.static-html';

// React DOM marks each element it hydrates or renders with a property of its own; kept server
// HTML and blocks still waiting to hydrate have none.
const REACT_ELEMENT_KEY = '__reactFiber$';
const isRenderedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith(REACT_ELEMENT_KEY));

/** Listens to clicks before React's root does (see above). */
export const listenToClicksBeforeReact = (listener: (event: MouseEvent) => void) => {
  document.addEventListener('click', listener, { capture: true });
  return () => document.removeEventListener('click', listener, { capture: true });
};

/**
 * The anchor matching `selector` that a plain click (main button, no modifier key) landed on
 * inside kept server HTML that React has not rendered; otherwise null. A modified click (a new
 * tab, a download) and a click on what React rendered are left to the browser and to React.
 */
export const plainClickOnStaticAnchor = (event: MouseEvent, selector: string): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest(selector) : null;
  return anchor instanceof HTMLAnchorElement && anchor.closest(STATIC_HTML_SELECTOR) && !isRenderedByReact(anchor) ? anchor : null;
};
