// Diets two ways. Search: the SPEC §3 diets a recipe suits, implied ones included, so diet=vegetarian finds vegan
// dishes too. Display: Spoonacular's labels ("lacto ovo vegetarian", "paleolithic", "whole 30" …), which any
// Spoonacular client expects in `diets`.
import type { CatalogueRecipe } from '../catalogue/catalogueRecipe.ts';

export function searchDietsOf(
  recipe: Pick<CatalogueRecipe, 'diets' | 'vegan' | 'vegetarian' | 'glutenFree'>,
): string[] {
  const diets = new Set<string>(recipe.diets);
  if (recipe.glutenFree) diets.add('gluten free');
  if (recipe.vegan || diets.has('vegan')) {
    for (const diet of ['vegan', 'vegetarian', 'lacto vegetarian', 'ovo vegetarian']) diets.add(diet);
  }
  if (recipe.vegetarian) diets.add('vegetarian');
  // Fish-eaters eat vegetarian food too; paleo food is primal food (primal only adds dairy).
  if (diets.has('vegetarian') || diets.has('lacto vegetarian') || diets.has('ovo vegetarian'))
    diets.add('pescetarian');
  if (diets.has('paleo')) diets.add('primal');
  return [...diets].sort();
}

const labels: Record<string, string> = {
  'gluten free': 'gluten free',
  ketogenic: 'ketogenic',
  vegan: 'vegan',
  pescetarian: 'pescatarian',
  paleo: 'paleolithic',
  primal: 'primal',
  'low fodmap': 'fodmap friendly',
  whole30: 'whole 30',
  'lacto vegetarian': 'lacto vegetarian',
  'ovo vegetarian': 'ovo vegetarian',
};

export function dietLabelsOf(
  recipe: Pick<CatalogueRecipe, 'diets' | 'vegan' | 'vegetarian' | 'glutenFree' | 'dairyFree'>,
): string[] {
  const found = new Set<string>();
  if (recipe.glutenFree) found.add('gluten free');
  if (recipe.dairyFree) found.add('dairy free');
  if (recipe.vegetarian || recipe.vegan) found.add('lacto ovo vegetarian');
  for (const diet of recipe.diets) {
    const label = labels[diet];
    if (label) found.add(label);
  }
  return [...found];
}

/** A diet filter value in any spelling Spoonacular accepts, as the SPEC §3 value searched for. */
const aliases: Record<string, string> = {
  paleolithic: 'paleo',
  'whole 30': 'whole30',
  pescatarian: 'pescetarian',
  'fodmap friendly': 'low fodmap',
  'lacto ovo vegetarian': 'vegetarian',
  keto: 'ketogenic',
};

export function searchDietName(value: string): string {
  const name = value.trim().toLowerCase();
  return aliases[name] ?? name;
}
