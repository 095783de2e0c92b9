// The offline source: the catalogue loaded into provider_recipes, searched in SQL.
import type { Detail, ProviderRecipeRepository } from '../repositories/providerRecipeRepository.ts';
import { imageFileName } from './measures.ts';
import { type Nutrient, nutritionWidgetOf } from './nutrition.ts';
import { recipeNotFound } from './providerFailure.ts';
import type { RecipeProvider } from './recipeProvider.ts';
import { complexSearchOf, randomSearchOf } from './recipeSearch.ts';

export function createBuiltInProvider(recipes: ProviderRecipeRepository): RecipeProvider {
  return {
    source: 'built-in',

    async complexSearch(query, { origin }) {
      // Spoonacular adds the recipe information whenever nutrition is asked for.
      const detail: Detail = query.addRecipeNutrition
        ? 'information+nutrition'
        : query.addRecipeInformation
          ? 'information'
          : 'summary';
      const page = { offset: query.offset, number: query.number };
      const answer = await recipes.search(complexSearchOf(query), page, detail, origin);
      return {
        offset: query.offset,
        number: query.number,
        totalResults: answer.totalResults,
        results: answer.results,
      };
    },

    async random(query, { origin }) {
      const detail: Detail = query.includeNutrition ? 'full+nutrition' : 'full';
      return { recipes: await recipes.random(randomSearchOf(query), query.number, detail, origin) };
    },

    async information(id, query, { origin }) {
      const recipe = await recipes.information(id, query.includeNutrition === true, origin);
      if (!recipe) throw recipeNotFound(id);
      return recipe;
    },

    async nutritionWidget(id) {
      const parts = await recipes.widgetParts(id);
      if (!parts) throw recipeNotFound(id);
      return nutritionWidgetOf((parts.nutrients ?? []) as Nutrient[]);
    },

    async equipmentWidget(id) {
      const parts = await recipes.widgetParts(id);
      if (!parts) throw recipeNotFound(id);
      return { equipment: parts.equipment.map((name) => ({ name, image: imageFileName(name) })) };
    },
  };
}
