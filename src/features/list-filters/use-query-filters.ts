// Filter state of the list pages, kept in the URL query (?categorie=bachelor&campus=lyon) so a
// filtered list can be shared and the back button undoes a filter. The static HTML is the
// unfiltered list: the query is only read once hydrated, so the first client render matches it.
import { useCallback, useMemo } from 'react';
import { navigate } from 'gatsby';
import { useHydrated } from '@/components/ui/use-hydrated';
import { KEEP_SCROLL } from '@/lib/keep-scroll';
import { filterSearch, readFilters, type FilterValues, type QueryLocation } from '@/lib/url-query';

export const useQueryFilters = <Key extends string>(location: QueryLocation, keys: readonly Key[]) => {
  const hydrated = useHydrated();
  const search = hydrated ? location.search : '';
  const keyList = keys.join('&');
  const values = useMemo(() => readFilters(search, keyList.split('&') as Key[]), [search, keyList]);
  const active = keys.some((key) => values[key] !== '');

  const apply = useCallback(
    (changes: Partial<FilterValues<Key>>) => {
      // The filters stay on screen: the visitor stays where they are.
      void navigate(`${location.pathname}${filterSearch(location.search, changes)}`, { state: KEEP_SCROLL });
    },
    [location.pathname, location.search],
  );
  const reset = useCallback(
    () => apply(Object.fromEntries(keyList.split('&').map((key) => [key, ''])) as Partial<FilterValues<Key>>),
    [apply, keyList],
  );
  return { values, active, apply, reset };
};
