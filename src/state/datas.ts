// Answers of live calls, cached by URL for the session (spec §7): shared by the pop-in and the
// list filters.
import { atomFamily, useRecoilCallback } from 'recoil';

const responseCacheState = atomFamily<unknown, string>({ key: 'datas/response', default: undefined });

/** Returns a loader that answers from the cache, or calls `load` once and keeps its answer. */
export const useCachedResponse = () =>
  useRecoilCallback(
    ({ snapshot, set }) =>
      async <T>(url: string, load: () => Promise<T>): Promise<T> => {
        const cached = snapshot.getLoadable(responseCacheState(url)).getValue();
        if (cached !== undefined) return cached as T;
        const value = await load();
        set(responseCacheState(url), value);
        return value;
      },
    [],
  );
