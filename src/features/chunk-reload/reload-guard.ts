// The reload guard of chunk-loading failures (spec §8, §9): a full reload at most once every
// 60000 ms, so a page whose code is really broken never reloads in a loop. The time of the last
// reload is remembered in the first store that works; when none does, there is no reload at all,
// since nothing would stop the next page load from reloading again.
import { RELOAD_GUARD_MS } from '@/lib/constants';

export interface ReloadMarkStore {
  /** The time of the last reload (ms since the epoch), null if none; throws when unavailable. */
  read: () => number | null;
  write: (at: number) => void;
}

/** Whether a reload may happen at `now`; when it may, `now` is remembered as the last reload. */
export const claimReload = (now: number, stores: readonly ReloadMarkStore[], intervalMs: number = RELOAD_GUARD_MS): boolean => {
  for (const store of stores) {
    try {
      const last = store.read();
      // A mark in the future (the clock went back) says nothing about the last minute.
      if (last !== null && last <= now && now - last < intervalMs) return false;
      store.write(now);
      return true;
    } catch {
      // This store is unavailable (storage disabled, quota): try the next one.
    }
  }
  return false;
};

/** A stored mark as a time, or null when absent or not a number. */
export const parseMark = (value: unknown): number | null => {
  const at = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return value !== '' && Number.isFinite(at) ? at : null;
};
