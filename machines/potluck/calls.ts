// The calls behind a potluck page and the potlucks list: the client interface their machines need and the named
// actors that use them. Kept apart from the charts in potluckMachine.ts and potlucksMachine.ts, which only say
// when each one runs.
import type {
  ClaimPotluckDishBody,
  CreatePotluckBody,
  Potluck,
  PotluckAnswerBody,
  PotluckMessage,
  PotluckSummary,
  SubscribeToLiveUpdates,
  UpdatePotluckBody,
} from '@potluck/contract';
import { isMemberRecipeId, scaleIngredient, servingsFactor } from '@potluck/domain';
import { fromCallback, fromPromise } from 'xstate';
import { type FoundRecipe, findRecipes, type RecipeSearchClient } from '../support/findRecipes.ts';
import type { Friend, Id, RecipeDetail } from '../support/records.ts';

export interface PotluckClient extends RecipeSearchClient {
  getPotluck(id: Id): Promise<Potluck>;
  updatePotluck(id: Id, body: UpdatePotluckBody): Promise<Potluck>;
  cancelPotluck(id: Id): Promise<Potluck>;
  invitePotluckGuests(id: Id, memberIds: Id[]): Promise<Potluck>;
  setPotluckJoinLink(id: Id, enabled: boolean): Promise<Potluck>;
  answerPotluck(id: Id, body: PotluckAnswerBody): Promise<Potluck>;
  claimPotluckDish(id: Id, body: ClaimPotluckDishBody): Promise<Potluck>;
  unclaimPotluckDish(id: Id, dishId: Id): Promise<Potluck>;
  setPotluckDishServings(id: Id, dishId: Id, servings: number): Promise<Potluck>;
  /** The host removes a guest, or a guest leaves (their own id). */
  removePotluckGuest(id: Id, memberId: Id): Promise<{ ok: true }>;
  getPotluckMessages(id: Id): Promise<PotluckMessage[]>;
  postPotluckMessage(id: Id, text: string): Promise<PotluckMessage>;
  savePotluckCookbook(id: Id): Promise<{ cookbookId: Id; recipes: number }>;
  hostPotluckAgain(id: Id, when: { day: string; time: string }): Promise<Potluck>;
  getFriends(memberId: Id): Promise<Friend[]>;
  getMemberRecipe(id: Id): Promise<RecipeDetail>;
  getExternalRecipe(id: string): Promise<RecipeDetail>;
  subscribe: SubscribeToLiveUpdates;
}

export interface PotlucksClient {
  getPotlucks(): Promise<PotluckSummary[]>;
  createPotluck(body: CreatePotluckBody): Promise<Potluck>;
}

export type { FoundRecipe };

/** Results of one search: at most this many from each source, so the dialog stays short. */
const foundPerSource = 6;

/** What goes on the shopping list for a dish: its recipe's lines at the dish's servings. */
export type DishLines = { recipeId: string; title: string; servings: number; lines: string[] };

async function dishLines(
  client: PotluckClient,
  dish: { recipeId: string; title: string; servings: number },
): Promise<DishLines> {
  const recipe = isMemberRecipeId(dish.recipeId)
    ? await client.getMemberRecipe(dish.recipeId)
    : await client.getExternalRecipe(dish.recipeId);
  const factor = servingsFactor(recipe.servings, dish.servings);
  return { ...dish, lines: recipe.ingredients.map((line) => scaleIngredient(line, factor)) };
}

type On = { client: PotluckClient; potluckId: Id };

export const potluckActors = {
  loadPotluck: fromPromise<Potluck, On>(({ input }) => input.client.getPotluck(input.potluckId)),
  answer: fromPromise<Potluck, On & { body: PotluckAnswerBody }>(({ input }) =>
    input.client.answerPotluck(input.potluckId, input.body),
  ),
  search: fromPromise<FoundRecipe[], { client: PotluckClient; query: string }>(({ input }) =>
    findRecipes(input.client, input.query, foundPerSource),
  ),
  claim: fromPromise<Potluck, On & { body: ClaimPotluckDishBody }>(({ input }) =>
    input.client.claimPotluckDish(input.potluckId, input.body),
  ),
  unclaim: fromPromise<Potluck, On & { dishId: Id }>(({ input }) =>
    input.client.unclaimPotluckDish(input.potluckId, input.dishId),
  ),
  setServings: fromPromise<Potluck, On & { dishId: Id; servings: number }>(({ input }) =>
    input.client.setPotluckDishServings(input.potluckId, input.dishId, input.servings),
  ),
  removeGuest: fromPromise<{ ok: true }, On & { memberId: Id }>(({ input }) =>
    input.client.removePotluckGuest(input.potluckId, input.memberId),
  ),
  loadMessages: fromPromise<PotluckMessage[], On>(({ input }) =>
    input.client.getPotluckMessages(input.potluckId),
  ),
  postMessage: fromPromise<PotluckMessage, On & { text: string }>(({ input }) =>
    input.client.postPotluckMessage(input.potluckId, input.text),
  ),
  update: fromPromise<Potluck, On & { body: UpdatePotluckBody }>(({ input }) =>
    input.client.updatePotluck(input.potluckId, input.body),
  ),
  cancel: fromPromise<Potluck, On>(({ input }) => input.client.cancelPotluck(input.potluckId)),
  setJoinLink: fromPromise<Potluck, On & { enabled: boolean }>(({ input }) =>
    input.client.setPotluckJoinLink(input.potluckId, input.enabled),
  ),
  loadFriends: fromPromise<Friend[], { client: PotluckClient; memberId: Id }>(({ input }) =>
    input.client.getFriends(input.memberId),
  ),
  invite: fromPromise<Potluck, On & { memberIds: Id[] }>(({ input }) =>
    input.client.invitePotluckGuests(input.potluckId, input.memberIds),
  ),
  dishLines: fromPromise<
    DishLines,
    { client: PotluckClient; dish: { recipeId: string; title: string; servings: number } }
  >(({ input }) => dishLines(input.client, input.dish)),
  saveCookbook: fromPromise<{ cookbookId: Id; recipes: number }, On>(({ input }) =>
    input.client.savePotluckCookbook(input.potluckId),
  ),
  hostAgain: fromPromise<Potluck, On & { day: string; time: string }>(({ input }) =>
    input.client.hostPotluckAgain(input.potluckId, { day: input.day, time: input.time }),
  ),
  /** This potluck's live events: a change of the potluck, or a message in its thread. */
  liveUpdates: fromCallback<{ type: 'potluck.changed' } | { type: 'thread.changed' }, On>(
    ({ input, sendBack }) =>
      input.client.subscribe((update) => {
        if (update.type !== 'potluck.changed' || update.potluckId !== input.potluckId) return;
        sendBack({ type: update.messageId ? 'thread.changed' : 'potluck.changed' });
      }),
  ),
};
