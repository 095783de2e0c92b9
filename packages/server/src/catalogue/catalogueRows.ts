// A catalogue recipe as a provider_recipes row: the stored information object plus the search columns the
// filters of complexSearch and random read (so searching never touches the jsonb or runs per-row JS).
import { createHash } from 'node:crypto';
import { intoleranceChecker, intolerances } from '@potluck/domain';
import { searchDietsOf } from '../provider/diets.ts';
import { recipeInformationOf } from '../provider/recipeInformation.ts';
import type { CatalogueRecipe } from './catalogueRecipe.ts';

export interface CatalogueRow {
  id: number;
  title: string;
  title_lower: string;
  data: ReturnType<typeof recipeInformationOf>;
  image: string;
  ready_in_minutes: number;
  servings: number;
  cuisines: string[];
  dish_types: string[];
  diets: string[];
  intolerances_contained: string[];
  equipment: string[];
  ingredient_text: string;
  popularity: number;
  health_score: number;
  content_hash: string;
}

/** The SPEC §3 intolerances the recipe contains, by the domain's rule over ingredient lines, names and flags. */
export function containedIntolerancesOf(recipe: CatalogueRecipe): string[] {
  const contains = intoleranceChecker({
    ingredients: recipe.ingredients.map((ingredient) => ({
      name: ingredient.name,
      original: `${ingredient.unit} ${ingredient.name}`.trim(),
    })),
    dairyFree: recipe.dairyFree,
    glutenFree: recipe.glutenFree,
  });
  return intolerances.filter((intolerance) => contains(intolerance));
}

export function catalogueRowOf(recipe: CatalogueRecipe): CatalogueRow {
  const data = recipeInformationOf(recipe);
  const row: Omit<CatalogueRow, 'content_hash'> = {
    id: recipe.id,
    title: recipe.title,
    title_lower: recipe.title.toLowerCase(),
    data,
    image: `${recipe.id}.webp`,
    ready_in_minutes: recipe.readyInMinutes,
    servings: recipe.servings,
    cuisines: recipe.cuisines.map((cuisine) => cuisine.toLowerCase()),
    dish_types: recipe.dishTypes.map((type) => type.toLowerCase()),
    diets: searchDietsOf(recipe),
    intolerances_contained: containedIntolerancesOf(recipe),
    equipment: recipe.equipment,
    ingredient_text: recipe.ingredients.map((ingredient) => ingredient.name.toLowerCase()).join('; '),
    popularity: recipe.aggregateLikes,
    health_score: recipe.healthScore,
  };
  // The hash covers what is stored, so a change in the building code reloads rows as well as a changed file.
  const content_hash = createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32);
  return { ...row, content_hash };
}
