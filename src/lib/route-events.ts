// Route changes, from Gatsby's browser APIs (gatsby-browser.tsx) to the components that show them
// (the loading bar, the phone sidebar that closes when the page changes).
type RouteEvent = 'start' | 'done';
type Listener = (event: RouteEvent) => void;

const listeners = new Set<Listener>();

export const emitRouteEvent = (event: RouteEvent) => {
  for (const listener of listeners) listener(event);
};

export const onRouteEvent = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
