// SPEC §5 recipe filters, applied to member recipes in the discovery grid. The filter travels as the provider's
// query parameters do: each set key is a comma-separated list of option values.

export interface RecipeFilter {
  type?: string;
  cuisine?: string;
  diet?: string;
  intolerances?: string;
}

/** What a recipe must carry to be filtered: its title and its tag lists. */
export interface FilterableRecipe {
  title: string;
  mealType?: readonly string[] | null;
  cuisine?: readonly string[] | null;
  diet?: readonly string[] | null;
  intolerance?: readonly string[] | null;
}

/** Each filter key and the recipe tag list it is checked against. */
const filterFields = [
  ['type', 'mealType'],
  ['cuisine', 'cuisine'],
  ['diet', 'diet'],
  ['intolerances', 'intolerance'],
] as const satisfies readonly (readonly [keyof RecipeFilter, keyof FilterableRecipe])[];

/** 'vegan, paleo,,' → ['vegan', 'paleo']. Values are trimmed and blanks dropped; undefined or blank → []. */
export function parseFilterList(list: string | null | undefined): string[] {
  if (list == null) return [];
  return list
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Whether a filter key is set at all: a blank or comma-only list means "not set". */
export function isFilterSet(filter: RecipeFilter): boolean {
  return filterFields.some(([key]) => parseFilterList(filter[key]).length > 0);
}

const normal = (value: string): string => value.trim().toLowerCase();

/**
 * SPEC §5: the search text is a case-insensitive substring of the title, and for each set filter at least one of
 * the recipe's values is in the filter's list. Option values are compared case-insensitively and trimmed, since
 * member recipes and filters both come from user input.
 */
export function matchesRecipeFilter(recipe: FilterableRecipe, search: string, filter: RecipeFilter): boolean {
  const query = normal(search);
  if (query !== '' && !recipe.title.toLowerCase().includes(query)) return false;
  for (const [key, field] of filterFields) {
    const wanted = parseFilterList(filter[key]).map(normal);
    if (wanted.length === 0) continue;
    const values = recipe[field] ?? [];
    if (!values.some((value) => wanted.includes(normal(value)))) return false;
  }
  return true;
}
