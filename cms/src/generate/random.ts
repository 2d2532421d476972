// A small seeded random generator (mulberry32): the generated content set is the same on every
// run with the same options, so benchmark figures compare like with like.
export type { Lang } from '../utils/languages';

export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  /** `count` distinct items (fewer if the list is shorter). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(int(pool.length), 1)[0]);
    return chosen;
  };
  return { next, int, pick, sample };
};

export type Random = ReturnType<typeof seededRandom>;
