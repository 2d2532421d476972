// The search dialog, loaded when a visitor first opens it (unlike the pop-in, not even when the
// page is idle: a first visit costs nothing for a search it may never make). Once shown, it stays
// mounted, so that closing it keeps the words and the results.
import React, { Suspense } from 'react';
import type { Language } from '@/lib/routes';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { useSearchOpen } from './search-state';

export const loadSearchDialog = () => import(/* webpackChunkName: "site-search" */ './search-dialog');
const SearchDialog = React.lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

export const LazySearchDialog = ({ language }: { language: Language }) => {
  const [open] = useSearchOpen();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog language={language} />
    </Suspense>
  );
};
