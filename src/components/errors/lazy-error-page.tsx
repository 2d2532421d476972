// The error page, loaded when a page fails: its illustration and texts stay out of every page's
// first-load JavaScript. If its chunk cannot load either (offline), the boundary around it shows
// the plain fallback (error-boundary.tsx).
import React, { Suspense } from 'react';
import type { ErrorPage as EagerErrorPage } from './error-page';

type ErrorPageProps = React.ComponentProps<typeof EagerErrorPage>;

// The export is read at each render, not once when the chunk arrives (tests replace it).
const ErrorPage = React.lazy(() =>
  import('./error-page').then((module) => ({ default: (props: ErrorPageProps) => <module.ErrorPage {...props} /> })),
);

export const LazyErrorPage = (props: ErrorPageProps) => (
  <Suspense fallback={null}>
    <ErrorPage {...props} />
  </Suspense>
);
