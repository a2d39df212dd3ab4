/**
 * A small seeded pseudo-random generator (mulberry32: a 32-bit state advanced by a Weyl step and
 * mixed by two multiply-xorshifts). Not for secrets; it makes generation repeatable: the same seed
 * gives the same sequence in every runtime.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  /** An integer in [0, length). */
  index: (length: number) => number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    index: (length) => Math.floor(next() * length),
  };
}
