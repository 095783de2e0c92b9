// SPEC §9: public recipes are shuffled randomly, and every 6th slot of the discovery grid holds an external
// result, the others public recipes; once either source runs dry the other fills the page.
// @potluck/domain is to own this rule; until it exports it, the machines use this copy.
import type { Random } from './env.ts';
import { limits } from './texts.ts';

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Fills a page: each 6th slot from `external`, the rest from `publicQueue`; returns the public recipes left. */
export function interleave<T>(publicQueue: readonly T[], external: readonly T[]): { page: T[]; rest: T[] } {
  const pub = [...publicQueue];
  const ext = [...external];
  const page: T[] = [];
  // A page is as long as its external results plus the public recipes placed between them.
  while (ext.length > 0) {
    const slot = page.length + 1;
    const next = slot % limits.externalSlotEvery === 0 || pub.length === 0 ? ext.shift() : pub.shift();
    page.push(next as T);
  }
  return { page, rest: pub };
}
