// Filter state in a URL query (?categorie=bachelor&campus=lyon): read and written by the list
// filters, the near-me control and the home page's quick finder alike.

export interface QueryLocation {
  pathname: string;
  search: string;
}

export type FilterValues<Key extends string> = Record<Key, string>;

export const readFilters = <Key extends string>(search: string, keys: readonly Key[]): FilterValues<Key> => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as FilterValues<Key>;
};

/** The query string of the given filters: empty values are left out, other parameters kept. */
export const filterSearch = <Key extends string>(search: string, values: Partial<FilterValues<Key>>): string => {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values) as Array<[Key, string | undefined]>) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};
