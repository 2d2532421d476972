// Loads the news filter's index once a filter is on, once per session (kept by the "datas" state
// area), and says whether it is loading, there, or could not be loaded.
import { useEffect, useState } from 'react';
import { AppError } from '@/lib/app-error';
import { fetchJson } from '@/lib/fetch-json';
import type { Language } from '@/lib/routes';
import { useCachedResponse } from '@/state/datas';
import { type NewsIndexItem, newsIndexPath, parseNewsIndex } from './news-index';

export type NewsIndexState = { status: 'idle' | 'loading' | 'error'; items: [] } | { status: 'ready'; items: NewsIndexItem[] };

// The index of 10,000 news is about 4 MB (under 1 MB compressed): more time than the default.
const loadIndex = async (url: string) => parseNewsIndex(await fetchJson<unknown>(url, { scope: 'news-index', timeoutMs: 15_000 }));

export const useNewsIndex = (language: Language, enabled: boolean) => {
  const cached = useCachedResponse();
  const [state, setState] = useState<NewsIndexState>({ status: 'idle', items: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState({ status: 'loading', items: [] });
    const url = newsIndexPath(language);
    cached(url, () => loadIndex(url)).then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error('[news] the filter index could not be loaded', AppError.wrap('news-index', url, error).toJSON());
        if (current) setState({ status: 'error', items: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [cached, enabled, language, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
};
