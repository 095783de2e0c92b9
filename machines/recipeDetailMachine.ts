// A recipe detail (SPEC §2, §4, §5, §8): a skeleton while the recipe loads, then the recipe or an empty failure.
// Once loaded, eight independent regions run side by side (regions.ts): the member's intolerances ('Loading
// intolerances…'), the like toggle (the server's answer is the truth; the app tells the grid), add to cookbook, the
// share menu, nutrition (6 entries until Show More), the units the amounts are shown in (the member's or as
// written), 'Plan it' (a day, a meal and servings chosen in a small popover, handed to the meal plan's machine) and
// the servings the member cooks for (as written, or scaled by ×½, ×2 or the stepper). 'Add to shopping list' is
// handed to the shopping list's machine (one write path).
// Files: recipeDetail/events.ts (input, events, what it asks the app, context), recipeDetail/calls.ts (the client
// interface and actors), recipeDetail/setup.ts (actions and guards by name), recipeDetail/regions.ts (the regions).
import { localToday } from '@potluck/domain';
import {
  cookbook,
  intolerances,
  like,
  nutrition,
  planning,
  servings,
  share,
  units,
} from './recipeDetail/regions.ts';
import { recipeDetailSetup } from './recipeDetail/setup.ts';

// What the rest of the app names: the client it needs, its events and what it asks the app to do.
export type * from './recipeDetail/calls.ts';
export type * from './recipeDetail/events.ts';
export { servingsRange } from './recipeDetail/setup.ts';

export const recipeDetailMachine = recipeDetailSetup.createMachine({
  id: 'recipeDetail',
  context: ({ input }) => ({
    ...input,
    recipe: null,
    intolerances: [],
    likes: { likeCount: 0, liked: false },
    cookbooks: [],
    selectedCookbook: null,
    friends: [],
    chosenFriend: null,
    servings: null,
    plan: { day: localToday(new Date(input.now())), meal: 'dinner', servings: null },
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecipe',
        src: 'loadRecipe',
        input: ({ context }) => ({ client: context.client, id: context.recipeId }),
        onDone: { target: 'loaded', actions: { type: 'setRecipe', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    /** Nothing shows when the recipe could not be loaded (SPEC §2, §8). */
    failed: { tags: ['error'], on: { 'recipe.reload': 'loading' } },
    loaded: {
      type: 'parallel',
      on: {
        // The ingredients at the chosen servings go to the shopping list's machine (the app forwards the
        // request): it shows them at once, keeps them offline and says when they are saved.
        'shopping.add': { actions: 'addToShoppingList' },
      },
      states: { intolerances, like, cookbook, share, nutrition, units, planning, servings },
    },
  },
});
