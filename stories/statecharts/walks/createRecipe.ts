import type { createRecipeMachine } from '../../../machines/createRecipeMachine.ts';
import { aRecipe } from '../samples.ts';
import { done, failed, id, noServer, type Walk } from './support.ts';

export const createRecipeWalk: Walk<typeof createRecipeMachine> = {
  input: { client: noServer },
  events: [
    { type: 'form.open' },
    { type: 'form.close' },
    {
      type: 'recipe.submit',
      recipe: {
        title: 'Pancakes',
        image: 'data:image/jpeg;base64,AA',
        ingredients: [],
        instructions: [],
        isPublic: true,
      },
    },
    {
      type: 'recipe.submit',
      recipe: { title: '', image: '', ingredients: [], instructions: [], isPublic: true },
    },
    done('createRecipe', aRecipe({ _id: id(5) })),
    failed('createRecipe'),
  ],
};
