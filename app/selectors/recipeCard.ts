// One recipe as a card (SPEC §2, §3): the ONE mapping from what the server hands out to the design system's
// RecipeCardData. Browse, My Recipes, a cookbook's page and a profile's Recipes tab all call `toRecipeCard`;
// no route or selector builds a card of its own.
import type { Recipe, RecipeSummary } from '@potluck/contract';
import { readyMinutes } from '@potluck/domain';
import type { RecipeCardData } from '@potluck/ui';
import type { RecipeCard as DiscoveredRecipe } from '../../machines/support/records.ts';

/**
 * What a card can be made from: a member recipe (My Recipes, a profile, the public list), a cookbook's recipe
 * summary (`?expand=recipes`), or a discovery result (member or provider) as the discovery machine keeps it.
 */
export type RecipeCardSource =
  | Pick<Recipe, '_id' | 'title' | 'image' | 'prepTime' | 'cookTime' | 'servings' | 'isPublic'>
  | RecipeSummary
  | DiscoveredRecipe;

const isMemberRecipe = (recipe: RecipeCardSource): recipe is Extract<RecipeCardSource, { _id: string }> =>
  '_id' in recipe;
// A discovery result carries its source and may carry a ready time too: told apart by the source first.
const isSummary = (recipe: RecipeCardSource): recipe is RecipeSummary =>
  !('source' in recipe) && 'readyInMinutes' in recipe;

// A source object always makes the same card: remembered per object, so a grid drawn again hands its memoised
// cards the very same data and they are not drawn again.
const cards = new WeakMap<RecipeCardSource, RecipeCardData>();

export function toRecipeCard(recipe: RecipeCardSource): RecipeCardData {
  let card = cards.get(recipe);
  if (!card) {
    card = cardOf(recipe);
    cards.set(recipe, card);
  }
  return card;
}

function cardOf(recipe: RecipeCardSource): RecipeCardData {
  if (isMemberRecipe(recipe)) {
    return {
      id: recipe._id,
      title: recipe.title,
      image: recipe.image || null,
      readyInMinutes: readyMinutes({ prepTime: recipe.prepTime, cookTime: recipe.cookTime }),
      servings: recipe.servings || null,
      isPublic: recipe.isPublic,
    };
  }
  if (isSummary(recipe)) {
    return {
      id: recipe.id,
      title: recipe.title ?? '',
      image: recipe.image,
      readyInMinutes: recipe.readyInMinutes,
      servings: recipe.servings,
    };
  }
  return {
    id: String(recipe.id),
    title: recipe.title,
    image: recipe.image ?? null,
    readyInMinutes: recipe.readyInMinutes ?? null,
    likeCount: recipe.likeCount,
    author: recipe.source === 'member' ? recipe.author : undefined,
  };
}

/**
 * A cookbook's summaries as cards: a provider recipe the server no longer knows has no title and cannot be
 * shown (SPEC: 'No visible recipes in this cookbook.').
 */
export const toVisibleRecipeCards = (summaries: readonly RecipeSummary[]): RecipeCardData[] =>
  summaries.filter((summary) => summary.title !== null).map(toRecipeCard);
