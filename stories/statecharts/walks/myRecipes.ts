import type { myRecipesMachine } from '../../../machines/myRecipesMachine.ts';
import { aRecipe } from '../samples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

export const myRecipesWalk: Walk<typeof myRecipesMachine> = {
  input: { client: noServer },
  events: [
    said('The member’s recipes arrive (one)', done('loadRecipes', [aRecipe({ _id: id(5) })])),
    said('Loading the recipes fails', failed('loadRecipes')),
    said('The list reloads (a recipe was created)', { type: 'recipes.reload' }),
    said('The member presses delete on a recipe', { type: 'recipe.delete', id: id(5) }),
    said('The member cancels', { type: 'delete.cancel' }),
    said('The member confirms', { type: 'delete.confirm' }),
    said('The server deletes it', done('deleteRecipe')),
    said('The member flips a recipe’s privacy', { type: 'recipe.togglePrivacy', id: id(5) }),
    said('The server says it is private', done('setPrivacy', { isPublic: false })),
    said('The member opens a card', { type: 'recipe.open', id: id(5), title: 'Pancakes' }),
    said('The member closes the recipe', { type: 'recipe.close' }),
  ],
};
