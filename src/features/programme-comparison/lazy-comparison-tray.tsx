// The comparison bar, loaded with the first pick: the finder's first load (issue 43's budget)
// carries only the checkboxes.
import React, { Suspense } from 'react';
import type { Language } from '@/lib/routes';
import { useComparison } from './comparison-state';

const ComparisonTray = React.lazy(() =>
  import(/* webpackChunkName: "finder-on-use" */ './comparison-tray').then((module) => ({ default: module.ComparisonTray })),
);

export const LazyComparisonTray = ({ language }: { language: Language }) => {
  const { slugs } = useComparison();
  if (slugs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ComparisonTray language={language} />
    </Suspense>
  );
};
