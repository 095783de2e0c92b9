// Illustrations are drawn from a seeded random stream, so the same recipe id always gives the same picture:
// re-running `npm run assets` changes nothing, and a picture never shifts between two builds.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and well spread, which is all a picture needs. */
export function seededRandom(seed: number): Random {
  let state = (Math.imul(seed | 0, 2654435761) ^ 0x9e3779b9) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** A stable number for a text seed (cover names, usernames). */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Rounds for SVG output: two decimals keep files small and pictures identical. */
export function r(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}
