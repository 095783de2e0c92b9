import { interleaveSlots, isProviderSlot, searchCacheKey, shuffleRecipes } from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const pub = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const ext = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);
/** A seeded generator, so shuffles are repeatable. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('shuffleRecipes', () => {
  it('keeps every recipe once and leaves the input untouched', () => {
    const input = pub(10);
    const shuffled = shuffleRecipes(input, seeded(7));
    expect(input).toEqual(pub(10));
    expect([...shuffled].sort()).toEqual([...input].sort());
  });

  it('follows the injected random', () => {
    // With random() = 0 each step swaps position i with 0: [a,b,c,d] → [b,c,d,a].
    expect(shuffleRecipes(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // With random() just below 1 each position swaps with itself.
    expect(shuffleRecipes(['a', 'b', 'c', 'd'], () => 0.999999)).toEqual(['a', 'b', 'c', 'd']);
    // A random() of exactly 1, or below 0, must not index past either end.
    expect(shuffleRecipes(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
    expect(shuffleRecipes(['a', 'b', 'c'], () => -0.5)).toEqual(['b', 'c', 'a']);
  });
});

describe('interleaveSlots', () => {
  it('fills indices 5, 11, 17, … from the provider, in order', () => {
    const grid = interleaveSlots(pub(15), ext(3));
    expect(grid).toHaveLength(18);
    expect([grid[5], grid[11], grid[17]]).toEqual(['e0', 'e1', 'e2']);
    expect(grid.filter((_, i) => !isProviderSlot(i))).toEqual(pub(15));
  });

  it('continues with provider recipes when public ones run out', () => {
    expect(interleaveSlots(pub(2), ext(3))).toEqual(['p0', 'p1', 'e0', 'e1', 'e2']);
    expect(interleaveSlots([], ext(2))).toEqual(['e0', 'e1']);
  });

  it('continues with public recipes when provider ones run out', () => {
    const grid = interleaveSlots(pub(12), ext(1));
    expect(grid[5]).toBe('e0');
    expect(grid[11]).toBe('p10');
    expect(grid).toHaveLength(13);
    expect(interleaveSlots(pub(3), [])).toEqual(pub(3));
  });

  it('is empty for two empty sources', () => {
    expect(interleaveSlots([], [])).toEqual([]);
  });
});

// The grid as the discovery machine builds it: public recipes shuffled, then woven around the provider's.
const interleaveDiscovery = (publicRecipes: string[], providerRecipes: string[], random: () => number) =>
  interleaveSlots(shuffleRecipes(publicRecipes, random), providerRecipes);

describe('shuffled public recipes woven into provider slots', () => {
  it('shuffles the public recipes with the injected random and keeps provider order', () => {
    const grid = interleaveDiscovery(['a', 'b', 'c', 'd', 'e', 'f'], ['x'], () => 0);
    expect(grid).toEqual(['b', 'c', 'd', 'e', 'f', 'x', 'a']);
  });

  it('keeps every item of both sources exactly once, provider ones in order and in provider slots', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(20), fc.integer(), (publicCount, providerCount, seed) => {
        const grid = interleaveDiscovery(
          pub(publicCount),
          ext(providerCount),
          seeded(((seed >>> 0) % 2147483646) + 1),
        );
        expect(grid).toHaveLength(publicCount + providerCount);
        expect([...grid].sort()).toEqual([...pub(publicCount), ...ext(providerCount)].sort());
        const providerPlaces = grid.flatMap((item, i) => (item.startsWith('e') ? [i] : []));
        expect(grid.filter((item) => item.startsWith('e'))).toEqual(ext(providerCount));
        // While public recipes last, provider recipes sit only in every 6th slot.
        const publicEnd = grid.findLastIndex((item) => item.startsWith('p'));
        for (const place of providerPlaces) if (place < publicEnd) expect(isProviderSlot(place)).toBe(true);
      }),
    );
  });
});

describe('searchCacheKey', () => {
  it('is the same for equal searches written differently', () => {
    const a = searchCacheKey(' Pasta ', { diet: 'vegan, paleo', cuisine: 'Italian', type: '' }, 2);
    const b = searchCacheKey('pasta', { cuisine: 'italian ', diet: 'paleo,vegan,' }, 2);
    expect(a).toBe(b);
  });

  it('differs by query, filter and page', () => {
    const base = searchCacheKey('pasta', { diet: 'vegan' }, 1);
    expect(searchCacheKey('pizza', { diet: 'vegan' }, 1)).not.toBe(base);
    expect(searchCacheKey('pasta', { diet: 'paleo' }, 1)).not.toBe(base);
    expect(searchCacheKey('pasta', { cuisine: 'vegan' }, 1)).not.toBe(base);
    expect(searchCacheKey('pasta', { diet: 'vegan' }, 2)).not.toBe(base);
  });

  it('cannot be confused by commas or quotes inside values', () => {
    expect(searchCacheKey('a","b', {}, 1)).not.toBe(searchCacheKey('a', { b: '' }, 1));
  });
});
