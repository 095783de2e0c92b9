import { type createRecipeMachine, missingFields } from '../../../machines/createRecipeMachine.ts';
import { aRecipe } from '../samples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

export const createRecipeWalk: Walk<typeof createRecipeMachine> = {
  input: { client: noServer },
  events: [
    said('The member presses +', { type: 'form.open' }),
    said('The member closes the form', { type: 'form.close' }),
    said('The member types “Pancakes” and adds a photo', {
      type: 'draft.change',
      title: 'Pancakes',
      image: 'data:image/jpeg;base64,AA',
    }),
    said('The member clears the title and the photo', { type: 'draft.change', title: '', image: null }),
    said('The member presses Publish Recipe', { type: 'recipe.submit' }),
    said('The server creates it', done('createRecipe', aRecipe({ _id: id(5) }))),
    said('Publishing fails', failed('createRecipe')),
  ],
  distinguish: (context) => missingFields(context.draft),
};
