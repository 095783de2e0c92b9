import { type createRecipeMachine, missingFields } from '../../../machines/createRecipeMachine.ts';
import { aRecipe } from '../samples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

const importedPancakes = {
  title: 'Pancakes',
  ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
  instructions: ['Whisk everything.', 'Fry for 2 minutes a side.'],
  prepTime: 5,
  cookTime: 15,
  readyInMinutes: 20,
  servings: '4',
  image: null,
  link: 'https://recipes.example/pancakes',
  tags: { mealType: ['breakfast'], cuisine: [], diet: [], intolerance: [] },
};

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
    said('The member pastes a recipe page’s link', {
      type: 'import.change',
      url: 'https://recipes.example/pancakes',
    }),
    said('The member clears the link', { type: 'import.change', url: '' }),
    said('The member presses Import', { type: 'import.submit' }),
    said('The page’s recipe arrives', done('importRecipe', importedPancakes)),
    said('The page has no recipe', {
      type: 'xstate.error.actor.importRecipe',
      error: Object.assign(new Error('No recipe found on that page'), { status: 422 }),
    }),
  ],
  distinguish: (context) => [missingFields(context.draft), context.importUrl !== ''],
};
