// SPEC §9 discovery grid: public recipes are shuffled randomly, and every 6th slot (indices 5, 11, 17, …) holds a
// provider result, in the provider's order. When one source runs out the other fills the remaining slots, so no
// recipe is dropped. Results are cached per query, filters and page.
import { limits } from './limits.ts';
import { parseFilterList } from './recipeFilter.ts';

/** A number in [0, 1), like Math.random; injected so shuffles are reproducible in tests and stories. */
export type Random = () => number;

/** Fisher–Yates shuffle into a new array; the input is left as it was. */
export function shuffleRecipes<T>(items: readonly T[], random: Random): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    // Clamped so a random() outside [0, 1) cannot step past either end.
    const j = Math.max(0, Math.min(i, Math.floor(random() * (i + 1))));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

/** Whether a 0-based grid slot is a provider slot: 5, 11, 17, … */
export function isProviderSlot(index: number): boolean {
  return index % limits.providerSlotEvery === limits.providerSlotEvery - 1;
}

/** Interleaves both sources in order, without shuffling: provider recipes in the provider slots. */
export function interleaveSlots<P, E>(publicRecipes: readonly P[], providerRecipes: readonly E[]): (P | E)[] {
  const grid: (P | E)[] = [];
  let nextPublic = 0;
  let nextProvider = 0;
  while (nextPublic < publicRecipes.length || nextProvider < providerRecipes.length) {
    const publicLeft = nextPublic < publicRecipes.length;
    const providerLeft = nextProvider < providerRecipes.length;
    const takeProvider = providerLeft && (!publicLeft || isProviderSlot(grid.length));
    if (takeProvider) grid.push(providerRecipes[nextProvider++] as E);
    else grid.push(publicRecipes[nextPublic++] as P);
  }
  return grid;
}

/**
 * The key of one page of search results in the client's cache (packages/client keys.ts; SPEC §9 kept them in
 * session storage). Equal searches give equal keys: the query is trimmed and lower-cased, filter keys sorted, each
 * list's values trimmed, lower-cased and sorted, blank filters dropped.
 */
export function searchCacheKey(
  query: string,
  filter: Readonly<Record<string, string | null | undefined>>,
  page: number,
): string {
  const filters = Object.keys(filter)
    .sort()
    .map((key) => {
      const values = parseFilterList(filter[key]).map((value) => value.toLowerCase());
      return [key, [...new Set(values)].sort().join(',')] as const;
    })
    .filter(([, values]) => values !== '');
  return `search:${JSON.stringify([query.trim().toLowerCase(), filters, page])}`;
}
