// The programmes a visitor picked to compare (two or three), behind useComparison: kept in recoil
// for the session's pages and in sessionStorage for a reload or a new page load in the same tab.
// Read from storage once the page has hydrated, so the first render matches the static HTML.
import { useCallback, useEffect } from 'react';
import { atom, useRecoilState } from 'recoil';

export const MAX_COMPARED = 3;
export const COMPARISON_STORAGE_KEY = 'esnum:comparison';

const comparisonState = atom<{ slugs: string[]; restored: boolean }>({
  key: 'programme-comparison/slugs',
  default: { slugs: [], restored: false },
});

const readStored = (): string[] => {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(COMPARISON_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((slug): slug is string => typeof slug === 'string').slice(0, MAX_COMPARED) : [];
  } catch {
    // Storage blocked (a private window's settings) or an old value: start empty.
    return [];
  }
};

const store = (slugs: string[]) => {
  try {
    window.sessionStorage.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(slugs));
  } catch {
    // The choice then lasts as long as the page's memory.
  }
};

export const useComparison = () => {
  const [{ slugs, restored }, setState] = useRecoilState(comparisonState);
  useEffect(() => {
    if (!restored) setState({ slugs: readStored(), restored: true });
  }, [restored, setState]);

  const update = useCallback(
    (change: (current: string[]) => string[]) =>
      setState((current) => {
        const next = change(current.restored ? current.slugs : readStored());
        store(next);
        return { slugs: next, restored: true };
      }),
    [setState],
  );
  const toggle = useCallback(
    (slug: string) =>
      update((current) =>
        current.includes(slug) ? current.filter((item) => item !== slug) : current.length < MAX_COMPARED ? [...current, slug] : current,
      ),
    [update],
  );
  const remove = useCallback((slug: string) => update((current) => current.filter((item) => item !== slug)), [update]);
  const clear = useCallback(() => update(() => []), [update]);

  return { slugs, full: slugs.length >= MAX_COMPARED, toggle, remove, clear };
};
