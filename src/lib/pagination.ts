// Which page numbers a pagination shows: the first, the last, and a few around the current one,
// with a gap marker where numbers are left out. Listing every number put 834 links on each of the
// 834 news pages of a 10,000-news site.
export type PaginationItem = number | 'gap';

export const paginationWindow = (page: number, pageCount: number, around = 2): PaginationItem[] => {
  const shown = new Set([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A single missing number is shown rather than replaced by a gap of the same width.
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
};
