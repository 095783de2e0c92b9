// complexSearch and random parameters turned into one search description the repository runs as SQL. Values are
// matched ignoring case; a comma list of cuisines or types means "any of"; diets follow Spoonacular (comma =
// all of, pipe = any of); intolerances exclude recipes that contain them.
import type { ComplexSearchQuery, RandomRecipesQuery } from '@potluck/contract';
import { isCuisine, isDiet, isIntolerance, isMealType } from '@potluck/domain';
import { searchDietName } from './diets.ts';

export type SearchSort = 'popularity' | 'random' | 'time' | 'healthiness';

export interface RecipeSearch {
  /**
   * The query's words (split at white space, lower case, each once): every one must be inside a word of the
   * title or of the ingredient names, accents ignored, or a small typo away from one (see the repository).
   */
  words: string[];
  /** Each group must hold at least one of its values (AND of ORs). */
  dishTypes: string[][];
  cuisines: string[][];
  diets: string[][];
  /** Recipes containing any of these are left out. */
  withoutIntolerances: string[];
  /** Ingredient names that must (not) appear. */
  includeIngredients: string[];
  excludeIngredients: string[];
  /** Groups that must NOT match (exclude-tags). */
  excludeDishTypes: string[];
  excludeCuisines: string[];
  excludeDiets: string[];
  maxReadyTime?: number;
  /** A tag that names nothing we know: no recipe matches it. */
  impossible: boolean;
  sort: SearchSort;
  descending: boolean;
}

export function splitList(value: string | undefined, separator: string | RegExp = ','): string[] {
  if (!value) return [];
  return value
    .split(separator)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

function emptySearch(): RecipeSearch {
  return {
    words: [],
    dishTypes: [],
    cuisines: [],
    diets: [],
    withoutIntolerances: [],
    includeIngredients: [],
    excludeIngredients: [],
    excludeDishTypes: [],
    excludeCuisines: [],
    excludeDiets: [],
    impossible: false,
    sort: 'popularity',
    descending: true,
  };
}

const defaultDescending: Record<SearchSort, boolean> = {
  popularity: true,
  random: false,
  time: false,
  healthiness: true,
};

export function complexSearchOf(query: ComplexSearchQuery): RecipeSearch {
  const search = emptySearch();
  search.words = [...new Set(splitList(query.query, /\s+/))];
  const types = splitList(query.type);
  if (types.length > 0) search.dishTypes.push(types);
  const cuisines = splitList(query.cuisine);
  if (cuisines.length > 0) search.cuisines.push(cuisines);
  for (const group of splitList(query.diet)) {
    search.diets.push(splitList(group, '|').map(searchDietName));
  }
  search.withoutIntolerances = splitList(query.intolerances);
  search.includeIngredients = splitList(query.includeIngredients);
  search.excludeIngredients = splitList(query.excludeIngredients);
  if (query.maxReadyTime !== undefined) search.maxReadyTime = query.maxReadyTime;
  const sort: SearchSort =
    query.sort === 'random' || query.sort === 'time' || query.sort === 'healthiness'
      ? query.sort
      : 'popularity';
  search.sort = sort;
  search.descending = query.sortDirection ? query.sortDirection === 'desc' : defaultDescending[sort];
  return search;
}

/** A random tag: cuisine, meal type, diet, or intolerance ("gluten" or "gluten free": recipes without it). */
function addTag(search: RecipeSearch, tag: string, include: boolean) {
  const diet = searchDietName(tag);
  const freeOf = tag.endsWith(' free') ? tag.slice(0, -' free'.length) : tag;
  if (isCuisine(tag)) include ? search.cuisines.push([tag]) : search.excludeCuisines.push(tag);
  else if (isMealType(tag)) include ? search.dishTypes.push([tag]) : search.excludeDishTypes.push(tag);
  else if (isDiet(diet)) include ? search.diets.push([diet]) : search.excludeDiets.push(diet);
  else if (isIntolerance(freeOf)) search.withoutIntolerances.push(freeOf);
  else if (include) search.impossible = true;
}

export function randomSearchOf(query: RandomRecipesQuery): RecipeSearch {
  const search = emptySearch();
  search.sort = 'random';
  for (const tag of [...splitList(query.tags), ...splitList(query['include-tags'])])
    addTag(search, tag, true);
  for (const tag of splitList(query['exclude-tags'])) addTag(search, tag, false);
  return search;
}
