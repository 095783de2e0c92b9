// A catalogue recipe as Spoonacular's recipe information (PROVIDER.md), built once when the catalogue is loaded
// and stored as jsonb. Only `image` is missing: it is an absolute URL on the origin the request came to.
import type { CatalogueRecipe } from '../catalogue/catalogueRecipe.ts';
import { dietLabelsOf } from './diets.ts';
import { imageFileName, ingredientId, measuresOf, originalLine } from './measures.ts';
import { nutritionOf } from './nutrition.ts';
import { analyzedInstructionsOf } from './steps.ts';

export const sourceName = 'Potluck Kitchen';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Spoonacular's summary is HTML with the key facts in bold. */
function summaryHtml(recipe: CatalogueRecipe): string {
  return (
    `${escapeHtml(recipe.summary)} It is ready in <b>${recipe.readyInMinutes} minutes</b>, serves ` +
    `<b>${recipe.servings}</b> and has <b>${Math.round(recipe.nutrition.calories)} calories</b> a serving.`
  );
}

/** A WW SmartPoints estimate from calories, saturated fat, sugar and protein (the published formula's shape). */
function smartPoints(recipe: CatalogueRecipe): number {
  const n = recipe.nutrition;
  return Math.max(
    0,
    Math.round(n.calories * 0.0305 + n.saturatedFat * 0.275 + n.sugar * 0.12 - n.protein * 0.098),
  );
}

export function recipeInformationOf(recipe: CatalogueRecipe) {
  const recipePath = `/recipe/${recipe.id}`;
  return {
    id: recipe.id,
    title: recipe.title,
    imageType: 'webp',
    servings: recipe.servings,
    readyInMinutes: recipe.readyInMinutes,
    preparationMinutes: recipe.preparationMinutes,
    cookingMinutes: recipe.cookingMinutes,
    sourceName,
    // Relative here; made absolute with the request's origin, like image.
    sourceUrl: recipePath,
    spoonacularSourceUrl: recipePath,
    creditsText: sourceName,
    license: 'CC BY 4.0',
    aggregateLikes: recipe.aggregateLikes,
    healthScore: recipe.healthScore,
    spoonacularScore: Math.min(
      100,
      Math.round(recipe.healthScore * 0.6 + Math.min(40, recipe.aggregateLikes / 75)),
    ),
    pricePerServing: recipe.pricePerServing,
    summary: summaryHtml(recipe),
    instructions: recipe.steps.join('\n'),
    cheap: recipe.cheap,
    dairyFree: recipe.dairyFree,
    glutenFree: recipe.glutenFree,
    lowFodmap: recipe.diets.includes('low fodmap'),
    sustainable: false,
    vegan: recipe.vegan,
    vegetarian: recipe.vegetarian,
    veryHealthy: recipe.healthScore >= 70,
    veryPopular: recipe.veryPopular,
    gaps: 'no',
    weightWatcherSmartPoints: smartPoints(recipe),
    cuisines: recipe.cuisines,
    diets: dietLabelsOf(recipe),
    dishTypes: recipe.dishTypes,
    occasions: recipe.occasions ?? [],
    extendedIngredients: recipe.ingredients.map((ingredient) => ({
      id: ingredientId(ingredient.name),
      aisle: ingredient.aisle,
      image: imageFileName(ingredient.name),
      consistency:
        ingredient.aisle === 'Beverages' || /\b(ml|l|fl oz)\b/.test(ingredient.unit) ? 'LIQUID' : 'SOLID',
      name: ingredient.name,
      nameClean: ingredient.name.toLowerCase(),
      original: originalLine(ingredient),
      originalName: ingredient.name,
      amount: ingredient.amount,
      unit: ingredient.unit,
      meta: [],
      measures: measuresOf(ingredient),
    })),
    analyzedInstructions: analyzedInstructionsOf(recipe),
    nutrition: nutritionOf(recipe),
  };
}
