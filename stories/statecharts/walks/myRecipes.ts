import type { myRecipesMachine } from '../../../machines/myRecipesMachine.ts';
import { aRecipe } from '../samples.ts';
import { done, env, failed, id, noServer, type Walk } from './support.ts';

export const myRecipesWalk: Walk<typeof myRecipesMachine> = {
  input: { client: noServer, ...env },
  events: [
    done('loadRecipes', [aRecipe({ _id: id(5) })]),
    failed('loadRecipes'),
    { type: 'recipes.reload' },
    { type: 'recipe.delete', id: id(5) },
    done('deleteRecipe'),
    { type: 'recipe.togglePrivacy', id: id(5) },
    done('setPrivacy', { isPublic: false }),
  ],
};
