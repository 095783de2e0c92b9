// The calls behind a recipe detail: the client interface the screen needs and the named actors that use it.
// Kept apart from the chart (recipeDetailMachine.ts and regions.ts), which only says when each one runs.
import { isMemberRecipeId } from '@potluck/domain';
import { fromPromise } from 'xstate';
import type { WriteClipboard } from '../support/env.ts';
import { type FriendsClient, loadFriends } from '../support/friendList.ts';
import type { Cookbook, Id, Likes, RecipeDetail } from '../support/records.ts';

export interface RecipeDetailClient extends FriendsClient {
  getMemberRecipe(id: Id): Promise<RecipeDetail>;
  getExternalRecipe(id: string): Promise<RecipeDetail>;
  /** The member's own profile: the only source of their intolerances, which settings may have changed. */
  getOwnProfile(): Promise<{ intolerances?: string[] }>;
  getLikes(recipeId: string): Promise<Likes>;
  toggleLike(recipeId: string): Promise<Likes>;
  getCookbooks(): Promise<Cookbook[]>;
  addRecipeToCookbook(cookbookId: Id, recipeId: string): Promise<unknown>;
}

export const recipeDetailActors = {
  loadRecipe: fromPromise<RecipeDetail, { client: RecipeDetailClient; id: string }>(({ input }) =>
    isMemberRecipeId(input.id)
      ? input.client.getMemberRecipe(input.id)
      : input.client.getExternalRecipe(input.id),
  ),
  loadIntolerances: fromPromise<{ intolerances?: string[] }, { client: RecipeDetailClient }>(({ input }) =>
    input.client.getOwnProfile(),
  ),
  loadLikes: fromPromise<Likes, { client: RecipeDetailClient; id: string }>(({ input }) =>
    input.client.getLikes(input.id),
  ),
  toggleLike: fromPromise<Likes, { client: RecipeDetailClient; id: string }>(({ input }) =>
    input.client.toggleLike(input.id),
  ),
  loadCookbooks: fromPromise<Cookbook[], { client: RecipeDetailClient }>(({ input }) =>
    input.client.getCookbooks(),
  ),
  addToCookbook: fromPromise<unknown, { client: RecipeDetailClient; cookbookId: Id; recipeId: string }>(
    ({ input }) => input.client.addRecipeToCookbook(input.cookbookId, input.recipeId),
  ),
  copyLink: fromPromise<void, { writeClipboard: WriteClipboard; link: string }>(({ input }) =>
    input.writeClipboard(input.link),
  ),
  loadFriends,
};
