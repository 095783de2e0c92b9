// One shape for the recipe detail screen, whether the recipe is a member's or the provider's (SPEC §3):
// the screen never branches on where a recipe came from.
import type {
  AdaptedFrom,
  EquipmentWidgetAnswer,
  NutritionWidgetAnswer,
  ProviderNutrient,
  ProviderRecipeInformation,
  Recipe,
} from '@potluck/contract';
import { readyMinutes } from '@potluck/domain';

export type RecipeView = {
  id: string;
  source: 'member' | 'provider';
  title: string;
  image?: string;
  servings?: string;
  readyInMinutes: number | null;
  owner?: { _id?: string; username: string };
  ingredients: string[];
  steps: string[];
  supplies: string[];
  nutrients: ProviderNutrient[];
  dairyFree?: boolean;
  glutenFree?: boolean;
  isPublic?: boolean;
  link?: string;
  /** A version ("Make it my own", issue 41): its original, as copied. */
  adaptedFrom?: AdaptedFrom;
};

export function memberRecipeView(recipe: Recipe): RecipeView {
  return {
    id: recipe._id,
    source: 'member',
    title: recipe.title,
    image: recipe.image || undefined,
    servings: recipe.servings || undefined,
    readyInMinutes: readyMinutes({ prepTime: recipe.prepTime, cookTime: recipe.cookTime }),
    owner: recipe.owner,
    ingredients: recipe.ingredients,
    steps: recipe.instructions,
    supplies: [],
    nutrients: [],
    isPublic: recipe.isPublic,
    link: recipe.link || undefined,
    ...(recipe.adaptedFrom ? { adaptedFrom: recipe.adaptedFrom } : {}),
  };
}

export function providerRecipeView(
  recipe: ProviderRecipeInformation,
  nutrition?: NutritionWidgetAnswer,
  equipment?: EquipmentWidgetAnswer,
): RecipeView {
  const steps = recipe.analyzedInstructions?.[0]?.steps ?? [];
  return {
    id: String(recipe.id),
    source: 'provider',
    title: recipe.title,
    image: recipe.image,
    servings: recipe.servings === undefined ? undefined : String(recipe.servings),
    readyInMinutes: readyMinutes({
      readyInMinutes: recipe.readyInMinutes,
      prepTime: recipe.preparationMinutes ?? undefined,
      cookTime: recipe.cookingMinutes ?? undefined,
    }),
    ingredients: (recipe.extendedIngredients ?? []).map(
      (ingredient) => ingredient.original || ingredient.name,
    ),
    steps: [...steps].sort((a, b) => a.number - b.number).map((step) => step.step),
    supplies: (equipment?.equipment ?? []).map((item) => item.name),
    nutrients: nutrition?.nutrients ?? recipe.nutrition?.nutrients ?? [],
    dairyFree: recipe.dairyFree,
    glutenFree: recipe.glutenFree,
  };
}
