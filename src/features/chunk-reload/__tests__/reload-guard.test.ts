import { RELOAD_GUARD_MS } from '@/lib/constants';
import { claimReload, parseMark, type ReloadMarkStore } from '../reload-guard';

const memoryStore = (initial: number | null = null) => {
  const store = { mark: initial, read: () => store.mark, write: (at: number) => void (store.mark = at) };
  return store;
};
const brokenStore = (failing: 'read' | 'write'): ReloadMarkStore => ({
  read: () => {
    if (failing === 'read') throw new DOMException('The operation is insecure.', 'SecurityError');
    return null;
  },
  write: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
});

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('reload guard', () => {
  it('lets the first failure reload, and remembers when', () => {
    const store = memoryStore();
    expect(claimReload(T0, [store])).toBe(true);
    expect(store.mark).toBe(T0);
  });

  it('refuses a second reload within 60000 ms, without moving the mark', () => {
    const store = memoryStore();
    claimReload(T0, [store]);
    expect(claimReload(T0 + 1, [store])).toBe(false);
    expect(claimReload(T0 + RELOAD_GUARD_MS - 1, [store])).toBe(false);
    expect(store.mark).toBe(T0);
  });

  it('lets a failure reload again once 60000 ms have passed', () => {
    const store = memoryStore();
    claimReload(T0, [store]);
    expect(claimReload(T0 + RELOAD_GUARD_MS, [store])).toBe(true);
    expect(store.mark).toBe(T0 + RELOAD_GUARD_MS);
    expect(claimReload(T0 + RELOAD_GUARD_MS + 10, [store])).toBe(false);
  });

  it('does not trust a mark from the future (the clock went back)', () => {
    const store = memoryStore(T0 + 3_600_000);
    expect(claimReload(T0, [store])).toBe(true);
    expect(store.mark).toBe(T0);
  });

  it.each(['read', 'write'] as const)('falls back to the next store when the first one throws on %s', (failing) => {
    const fallback = memoryStore();
    expect(claimReload(T0, [brokenStore(failing), fallback])).toBe(true);
    expect(fallback.mark).toBe(T0);
    expect(claimReload(T0 + 1000, [brokenStore(failing), fallback])).toBe(false);
  });

  it('never reloads when no store can remember the reload (it could loop)', () => {
    expect(claimReload(T0, [brokenStore('read'), brokenStore('write')])).toBe(false);
    expect(claimReload(T0, [])).toBe(false);
  });

  it.each([
    ['1795424400000', 1795424400000],
    [1795424400000, 1795424400000],
    [null, null],
    [undefined, null],
    ['', null],
    ['yesterday', null],
  ])('reads the stored mark %p as %p', (stored, expected) => {
    expect(parseMark(stored)).toBe(expected);
  });
});
