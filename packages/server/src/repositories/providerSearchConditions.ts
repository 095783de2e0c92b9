// The WHERE and ORDER BY of the built-in provider's searches over the search tables (s: provider_search or
// provider_search_text, which share their columns; migrations 006 and 009), with the parameters they bind.
import type { RecipeSearch } from '../provider/recipeSearch.ts';
import { type TagKind, tagMask } from '../provider/tagMasks.ts';
import { containsPattern } from './publicRecipeFilters.ts';

/** Parameters collected while the WHERE clause is written. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const maskColumn: Record<TagKind, string> = {
  cuisines: 'cuisines',
  dishTypes: 'dish_types',
  diets: 'diets',
  intolerances: 'intolerances',
};

/**
 * The conditions on the search rows s; an empty list means every recipe. `wordIds` holds, for each query word,
 * the numbers of the catalogue words that stand for it.
 */
export function conditionsOf(
  search: RecipeSearch,
  params: Params,
  wordIds: readonly number[][] = [],
): string[] {
  const clauses: string[] = [];
  // Masks are never negative (at most 31 values a list), so "some bit" is `> 0` and "no bit" is `<= 0`. Written
  // as inequalities, the planner guesses a third of the rows for each (for `<> 0` and `= 0` it would guess all
  // and almost none): with "almost none" a walk down a sort index looks endless to it, and it would sort the
  // whole table to read a page that a walk finds in a few hundred rows.
  // A group whose values name nothing in the list matches no recipe, as an array overlap with them would not.
  const anyOf = (kind: TagKind, values: readonly string[]) => {
    const mask = tagMask(kind, values);
    clauses.push(mask === 0 ? 'false' : `s.${maskColumn[kind]} & ${params.add(mask)} > 0`);
  };
  const noneOf = (kind: TagKind, values: readonly string[]) => {
    const mask = tagMask(kind, values);
    if (mask !== 0) clauses.push(`s.${maskColumn[kind]} & ${params.add(mask)} <= 0`);
  };
  if (search.impossible) clauses.push('false');
  for (const ids of wordIds) clauses.push(`s.words && ${params.add(ids)}::int[]`);
  for (const group of search.dishTypes) anyOf('dishTypes', group);
  for (const group of search.cuisines) anyOf('cuisines', group);
  for (const group of search.diets) anyOf('diets', group);
  noneOf('dishTypes', search.excludeDishTypes);
  noneOf('cuisines', search.excludeCuisines);
  noneOf('diets', search.excludeDiets);
  noneOf('intolerances', search.withoutIntolerances);
  if (search.maxReadyTime !== undefined)
    clauses.push(`s.ready_in_minutes <= ${params.add(search.maxReadyTime)}`);
  // Ingredient text stays in the wide rows (it would triple the search table); their trigram index finds it.
  for (const name of search.includeIngredients)
    clauses.push(
      `s.id IN (SELECT id FROM provider_recipes WHERE ingredient_text LIKE ${params.add(containsPattern(name))})`,
    );
  for (const name of search.excludeIngredients)
    clauses.push(
      `s.id NOT IN (SELECT id FROM provider_recipes WHERE ingredient_text LIKE ${params.add(containsPattern(name))})`,
    );
  return clauses;
}

export const whereOf = (clauses: readonly string[]) =>
  clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';

/**
 * Each order matches a btree index of both search tables (forwards or backwards), ties broken by id. With
 * `useIndex` false the key is written as an expression (key + 0), which keeps the planner off that index.
 */
export function orderOf(search: RecipeSearch, useIndex = true): string {
  const down = search.descending;
  const key = (column: string) => (useIndex ? column : `(${column} + 0)`);
  switch (search.sort) {
    case 'time':
      return down ? `${key('ready_in_minutes')} DESC, id DESC` : `${key('ready_in_minutes')} ASC, id ASC`;
    case 'healthiness':
      return down ? `${key('health_score')} DESC, id ASC` : `${key('health_score')} ASC, id DESC`;
    case 'random':
      return key('random_key');
    default:
      return down ? `${key('popularity')} DESC, id ASC` : `${key('popularity')} ASC, id DESC`;
  }
}
