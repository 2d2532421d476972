// Hydration as a transition. React 18 hydrates a root created by a plain `hydrateRoot` in one
// blocking task (about 150 ms for the home page on this project's reference machine, 600 ms
// under Lighthouse's mobile CPU throttling): the page looks ready but ignores taps meanwhile.
// Started inside `startTransition`, the same hydration gets a transition lane and React yields
// to the browser every few milliseconds, so input and painting are never held up for long.
// Pages with no server-rendered markup (client-only routes) are rendered, not hydrated, as
// Gatsby's own default does.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startInitialHydration } from './hydration-phase';

const hasServerRenderedMarkup = (doc: Document): boolean => (doc.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;

export const hydrateInTransition = (element: ReactNode, container: Element): void => {
  if (!hasServerRenderedMarkup(container.ownerDocument)) {
    createRoot(container).render(element);
    return;
  }
  startInitialHydration();
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
