/** A small seeded generator (mulberry32) for repeatable property tests without a dependency. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A float in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max], both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
  /** True with probability p. */
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return { next, int, digits, chance, pick };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
