import type { planItMachine } from '../../../machines/plan/planItMachine.ts';
import { env, id, said, type Walk } from './support.ts';

const chili = { recipeId: id(22), title: 'Chili', image: null, servings: '4 servings' };

export const planItWalk: Walk<typeof planItMachine> = {
  input: { now: env.now },
  events: [
    said('The member chooses Plan it in Chili’s ⋯ menu', { type: 'planIt.open', recipe: chili }),
    said('The member picks Friday lunch for 6', {
      type: 'planIt.change',
      day: '2026-01-02',
      meal: 'lunch',
      servings: 6,
    }),
    said('The member presses Add to plan', { type: 'planIt.confirm' }),
    said('The member closes the dialog', { type: 'planIt.close' }),
  ],
  distinguish: (context) => [context.recipe?.recipeId ?? null, context.meal],
};
