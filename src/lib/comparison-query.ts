// The programme comparison's address (/programmes/comparer?formations=a,b,c): written by the
// finder's comparison bar, read by the comparison page.
/** ?formations=a,b,c: the programmes the comparison page shows, in the visitor's order. */
export const COMPARISON_KEY = 'formations';

export const comparisonPath = (route: string, slugs: readonly string[]) =>
  `${route}?${COMPARISON_KEY}=${slugs.map(encodeURIComponent).join(',')}`;

export const comparedSlugs = (search: string) =>
  (new URLSearchParams(search).get(COMPARISON_KEY) ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
