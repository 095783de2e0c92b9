// The modal of a recipe opened from a card (browse, My Recipes, a cookbook). Its detail is selected by the recipe
// chunk's own selector (`OpenedRecipe.select`, app/recipe/useRecipe.ts): the grids do not load the recipe's
// selector, and the unit conversions it brings, before a recipe is opened (issue 30, decision 030).
import type { RecipeModalProps } from '@potluck/ui';
import type { OpenedRecipe } from '../recipe/useRecipe.ts';
import type { RecipeDetailOptions } from './recipeDetail.ts';

/**
 * Named by the card's title until the recipe has loaded, the skeleton meanwhile; closing it (Escape, backdrop)
 * calls `onClose`.
 */
export function selectRecipeModal(
  opened: { id: string; title?: string | undefined } | null,
  recipe: OpenedRecipe | null,
  onClose: () => void,
  links: RecipeDetailOptions = {},
): RecipeModalProps | undefined {
  if (!opened) return undefined;
  return {
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    title: opened.title,
    detail: recipe ? recipe.select(recipe.detail, recipe.comments, recipe.send, links) : null,
  };
}
