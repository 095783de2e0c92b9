// The claim dialog of a potluck page (decision 026): the member looks for a recipe (their own, members', the
// catalogue's) or types a dish, picks the servings, and claims a place in the course. Someone already bringing the
// recipe is asked about first (`confirmingDuplicate`, whether the page or the server noticed); the last place gone
// or claims closed meanwhile is said in `refused`, and the page reads the menu again. The dialog ends with the
// potluck as the server answered the claim, or with nothing when it was closed.
import type { ClaimPotluckDishBody, Potluck } from '@potluck/contract';
import type { PotluckCourse } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { FoundRecipe } from '../support/findRecipes.ts';
import { findRecipes, type RecipeSearchClient } from '../support/findRecipes.ts';
import {
  type ClaimDraft,
  type ClaimRefusal,
  claimBody,
  hasDish,
  newClaim,
  ownRecipesFor,
  refusalReason,
  sameRecipe,
} from './claim.ts';
import { dialogEnds, dialogTypes } from './dialog.ts';
import { callOf, failedNotice, failureIn, outputIn } from './told.ts';

export interface ClaimClient extends RecipeSearchClient {
  claimPotluckDish(id: string, body: ClaimPotluckDishBody): Promise<Potluck>;
}

export type ClaimInput = {
  client: ClaimClient;
  potluck: Potluck;
  course: PotluckCourse;
  /** Whether the caller has recipes of their own to offer first (a guest without an account has none). */
  ownRecipes: boolean;
  /** Tells the page the menu changed under the member: it reads it again. */
  menuChanged: () => void;
};

export type ClaimEvent =
  | { type: 'claim.query'; query: string }
  | { type: 'claim.search' }
  | { type: 'claim.pick'; recipe: FoundRecipe | null }
  | { type: 'claim.text'; text: string }
  | { type: 'claim.servings'; servings: number | null }
  | { type: 'claim.send' }
  | { type: 'claim.close' }
  | { type: 'duplicate.confirm' }
  | { type: 'duplicate.cancel' }
  | { type: 'refusal.dismiss' };

type ClaimContext = Omit<ClaimInput, 'course'> & {
  claim: ClaimDraft;
  /** The member's own recipes that fit the course, offered before any search (none until read, or for a guest). */
  own: FoundRecipe[];
  refusal: ClaimRefusal | null;
  answer: Potluck | null;
};

/** Results of one search: at most this many from each source, so the dialog stays short. */
const foundPerSource = 6;

type Claiming = { client: ClaimClient; potluckId: string; claim: ClaimDraft; confirmDuplicate: boolean };

export const claimMachine = setup({
  types: dialogTypes<ClaimContext, ClaimEvent, ClaimInput>(),
  actors: {
    ownRecipes: fromPromise<FoundRecipe[], ClaimContext>(async ({ input }) =>
      input.ownRecipes ? ownRecipesFor(input.claim.course, await input.client.getMyRecipes()) : [],
    ),
    search: fromPromise<FoundRecipe[], ClaimContext>(({ input }) =>
      findRecipes(input.client, input.claim.query.trim(), foundPerSource, { mine: input.ownRecipes }),
    ),
    claim: fromPromise<Potluck, Claiming>(({ input }) =>
      input.client.claimPotluckDish(input.potluckId, claimBody(input.claim, input.confirmDuplicate)),
    ),
  },
  actions: {
    changeClaim: assign({
      claim: ({ context, event }) => {
        if (event.type === 'claim.query') return { ...context.claim, query: event.query };
        if (event.type === 'claim.pick') return { ...context.claim, recipe: event.recipe, text: '' };
        if (event.type === 'claim.text') return { ...context.claim, text: event.text, recipe: null };
        if (event.type === 'claim.servings') return { ...context.claim, servings: event.servings };
        return context.claim;
      },
    }),
    setFound: assign({
      claim: ({ context, event }) => ({ ...context.claim, found: outputIn<FoundRecipe[]>(event) }),
    }),
    setOwn: assign({ own: ({ event }) => outputIn<FoundRecipe[]>(event) }),
    setAnswer: assign({ answer: ({ event }) => outputIn<Potluck>(event) }),
    setRefusal: assign({ refusal: ({ event }) => refusalReason(failureIn(event)) as ClaimRefusal }),
    askRefresh: ({ context }) => context.menuChanged(),
    alertClaimFailed: emit(({ event }) =>
      failedNotice(failureIn(event), 'The dish could not be claimed. Try again.'),
    ),
  },
  guards: {
    hasQuery: ({ context }) => context.claim.query.trim().length > 0,
    hasDish: ({ context }) => hasDish(context.claim),
    isDuplicate: ({ context }) => sameRecipe(context.potluck, context.claim) !== undefined,
    wasDuplicate: ({ event }) => refusalReason(failureIn(event)) === 'duplicate',
    /** The last place went to someone else, or the host closed claims. */
    wasRefused: ({ event }) => ['full', 'closed'].includes(refusalReason(failureIn(event)) ?? ''),
  },
}).createMachine({
  id: 'potluckClaim',
  context: ({ input }) => ({
    client: input.client,
    potluck: input.potluck,
    menuChanged: input.menuChanged,
    ownRecipes: input.ownRecipes,
    claim: newClaim(input.course),
    own: [],
    refusal: null,
    answer: null,
  }),
  // The member's own recipes for the course are read beside everything else; without them (a guest, or the read
  // failed) the dialog offers search alone.
  invoke: {
    src: 'ownRecipes',
    input: ({ context }) => context,
    onDone: { actions: 'setOwn' },
    // Not read: search still finds them.
    onError: {},
  },
  initial: 'choosing',
  output: ({ context }) => context.answer,
  on: { 'claim.close': '.closed' },
  states: {
    choosing: {
      initial: 'editing',
      on: {
        'claim.query': { actions: 'changeClaim' },
        'claim.pick': { actions: 'changeClaim' },
        'claim.text': { actions: 'changeClaim' },
        'claim.servings': { actions: 'changeClaim' },
        'claim.send': [
          { guard: 'isDuplicate', target: 'confirmingDuplicate' },
          { guard: 'hasDish', target: 'claiming' },
        ],
      },
      states: {
        editing: { on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } } },
        searching: { tags: ['searching'], ...callOf('search', ['editing', 'setFound'], 'searchFailed') },
        searchFailed: {
          tags: ['error'],
          on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } },
        },
      },
    },
    /** "Someone already brings this recipe": bring it too, or choose again. */
    confirmingDuplicate: {
      on: { 'duplicate.confirm': 'claiming', 'duplicate.cancel': 'choosing' },
    },
    /** On its way; after "Bring it too" it says so, and only a refusal or a failure can still stop it. */
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context, event }) => ({
          ...context,
          potluckId: context.potluck.id,
          confirmDuplicate: event.type === 'duplicate.confirm',
        }),
        onDone: { target: 'answered', actions: 'setAnswer' },
        onError: [
          { guard: 'wasDuplicate', target: 'confirmingDuplicate', actions: 'askRefresh' },
          { guard: 'wasRefused', target: 'refused', actions: ['setRefusal', 'askRefresh'] },
          { target: 'choosing', actions: 'alertClaimFailed' },
        ],
      },
    },
    /** The last place went to someone else, or the host closed claims: said, and the menu read again. */
    refused: { on: { 'refusal.dismiss': 'closed' } },
    ...dialogEnds,
  },
});
