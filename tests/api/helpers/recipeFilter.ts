// SPEC §5's filter rule written plainly, the oracle the public feed's SQL (publicRecipeFilters.ts) is checked
// against: the search text is a case-insensitive substring of the title, and each set filter passes a recipe when
// at least one of the recipe's values is in the filter's list. Values are compared trimmed and case-insensitively,
// since member recipes and filters both come from user input.
import { parseFilterList, type RecipeFilter } from '@potluck/domain';

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

const normal = (value: string): string => value.trim().toLowerCase();

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
