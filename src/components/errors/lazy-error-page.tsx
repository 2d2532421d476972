// The error page, loaded when a page fails: its illustration and texts stay out of every page's
// first-load JavaScript. The frame fetches its chunk once the page is idle (`loadErrorPage`), so it
// is cached for the offline visit that most needs it; if the chunk cannot load at all, the boundary
// around it shows the plain fallback (error-boundary.tsx).
import React, { Suspense } from 'react';
import type { ErrorPage as EagerErrorPage } from './error-page';

type ErrorPageProps = React.ComponentProps<typeof EagerErrorPage>;

export const loadErrorPage = () => import('./error-page');

// The export is read at each render, not once when the chunk arrives (tests replace it).
const ErrorPage = React.lazy(() =>
  loadErrorPage().then((module) => ({ default: (props: ErrorPageProps) => <module.ErrorPage {...props} /> })),
);

export const LazyErrorPage = (props: ErrorPageProps) => (
  <Suspense fallback={null}>
    <ErrorPage {...props} />
  </Suspense>
);
