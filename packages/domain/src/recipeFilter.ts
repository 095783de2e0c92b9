// SPEC §5 recipe filters. The filter travels as the provider's query parameters do: each set key is a
// comma-separated list of option values. The server applies it to member recipes in SQL
// (packages/server/src/repositories/publicRecipeFilters.ts) and the provider to its own.

export interface RecipeFilter {
  type?: string;
  cuisine?: string;
  diet?: string;
  intolerances?: string;
}

/** 'vegan, paleo,,' → ['vegan', 'paleo']. Values are trimmed and blanks dropped; undefined or blank → []. */
export function parseFilterList(list: string | null | undefined): string[] {
  if (list == null) return [];
  return list
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
