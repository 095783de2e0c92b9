import type { claimMachine } from '../../../machines/potluck/claimMachine.ts';
import { aPotluck, chickenDish } from '../potluckSamples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

const refused = (reason: string) => ({
  type: 'xstate.error.actor.claim',
  error: Object.assign(new Error('Refused'), { status: 409, body: { reason } }),
});
const curry = { recipeId: id(901), title: 'Chicken curry', image: null, source: 'members' as const };
const chicken = { ...curry, recipeId: chickenDish.recipeId ?? '', title: chickenDish.title };

export const potluckClaimWalk: Walk<typeof claimMachine> = {
  input: {
    client: noServer,
    potluck: aPotluck('priya'),
    course: 'main',
    ownRecipes: true,
    menuChanged: () => {},
  },
  events: [
    said('Priya’s own mains are offered', done('ownRecipes', [{ ...chicken, source: 'yours' }])),
    said('The member looks for “curry”', { type: 'claim.query', query: 'curry' }),
    said('The member presses Search', { type: 'claim.search' }),
    said('The recipes are found', done('search', [curry])),
    said('The search fails', failed('search')),
    said('The member picks the chicken curry', { type: 'claim.pick', recipe: curry }),
    said('The member picks the roast chicken Kenji brings', { type: 'claim.pick', recipe: chicken }),
    said('The member presses Claim', { type: 'claim.send' }),
    said('The member brings it too', { type: 'duplicate.confirm' }),
    said('The member chooses again', { type: 'duplicate.cancel' }),
    said('The dish is theirs', done('claim', aPotluck('priya'))),
    said('Someone took the last main just before', refused('full')),
    said('Someone already brings this recipe (server)', refused('duplicate')),
    said('Claiming fails', failed('claim')),
    said('The member reads the refusal', { type: 'refusal.dismiss' }),
    said('The member closes the dialog', { type: 'claim.close' }),
  ],
  distinguish: (context) => [context.claim.query !== '', context.claim.recipe?.recipeId],
};
