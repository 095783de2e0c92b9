// The app hands packages/client's AppClient to every machine. This proves, at type level and at run time, that
// it offers each call a machine's narrow client interface asks for, so the two cannot drift apart. The interfaces
// are read from the machines' inputs, every machine of `statecharts`, so a new machine is checked without being
// listed here.
import { type AppClient, createAppClient } from '@potluck/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InputFrom } from 'xstate';
import type { statecharts } from '../../../machines/index.ts';

type Statecharts = typeof statecharts;
type ClientOf<Machine> = InputFrom<Machine> extends { client: infer Client } ? Client : never;
type EveryClient = { [Name in keyof Statecharts]: ClientOf<Statecharts[Name]> }[keyof Statecharts];
type Intersection<Union> = (Union extends unknown ? (each: Union) => void : never) extends (
  all: infer All,
) => void
  ? All
  : never;
type MachineClients = Intersection<EveryClient>;

// Every call of every machine's client, once: `satisfies` fails the type check when one is missing or unknown.
const calls = {
  getAdminUsers: true,
  deleteAdminUser: true,
  getTopCommented: true,
  getTopLiked: true,
  getTopExternal: true,
  getOwnProfile: true,
  getFriends: true,
  getMessages: true,
  sendMessage: true,
  getComments: true,
  postComment: true,
  getCookbook: true,
  removeRecipeFromCookbook: true,
  getCookbooks: true,
  createCookbook: true,
  setCookbookPrivacy: true,
  deleteCookbook: true,
  createRecipe: true,
  importRecipe: true,
  searchExternal: true,
  getPublicRecipes: true,
  sendFriendRequest: true,
  searchUsers: true,
  shareCookbook: true,
  getMyRecipes: true,
  deleteRecipe: true,
  setRecipePrivacy: true,
  getNotifications: true,
  markNotificationRead: true,
  clearNotifications: true,
  acceptFriendRequest: true,
  denyFriendRequest: true,
  acceptShare: true,
  denyShare: true,
  getMemberProfile: true,
  getUserCookbooks: true,
  getUserRecipes: true,
  updateProfile: true,
  getMemberRecipe: true,
  getExternalRecipe: true,
  getLikes: true,
  toggleLike: true,
  addRecipeToCookbook: true,
  login: true,
  register: true,
  logout: true,
  updateUsername: true,
  updatePassword: true,
  updateIntolerances: true,
  updateUnits: true,
  removeFriend: true,
  onStale: true,
  getCommentCount: true,
  getFriendRequests: true,
  addRecipeToShoppingList: true,
  addCookbookToShoppingList: true,
  getShoppingLists: true,
  getShoppingList: true,
  addShoppingLines: true,
  updateShoppingItem: true,
  deleteShoppingItem: true,
  clearCheckedShoppingItems: true,
  shareShoppingList: true,
  unshareShoppingList: true,
  addPlanEntriesToShoppingList: true,
  getCalendarFeed: true,
  resetCalendarFeed: true,
  getPlans: true,
  getPlanWeek: true,
  addPlanEntry: true,
  updatePlanEntry: true,
  deletePlanEntry: true,
  sharePlan: true,
  unsharePlan: true,
  getPotluck: true,
  updatePotluck: true,
  cancelPotluck: true,
  invitePotluckGuests: true,
  setPotluckJoinLink: true,
  answerPotluck: true,
  claimPotluckDish: true,
  unclaimPotluckDish: true,
  setPotluckDishServings: true,
  removePotluckGuest: true,
  getPotluckMessages: true,
  postPotluckMessage: true,
  savePotluckCookbook: true,
  hostPotluckAgain: true,
  getPotlucks: true,
  createPotluck: true,
  getPotluckLink: true,
  joinPotluckByLink: true,
  joinPotluckAsGuest: true,
  getGuestSession: true,
  guestSignIn: true,
  renewGuestLink: true,
  keepGuestAccount: true,
  getCookSummary: true,
  getRecipeCooks: true,
  deleteCook: true,
  logCook: true,
  getFriendsCooked: true,
  getVersions: true,
  getVersionChanges: true,
  makeVersion: true,
  getMemberCooks: true,
  getCookHistory: true,
} satisfies Record<keyof MachineClients, true>;

describe('AppClient fits the machines', () => {
  it('has every call the machines use, with compatible types', () => {
    expectTypeOf<AppClient>().toExtend<MachineClients>();
  });

  it('has every call the machines use, as functions', () => {
    const client = createAppClient({ fetch: async () => new Response('[]') });
    const names = Object.keys(calls) as (keyof MachineClients)[];
    expect(names.filter((name) => typeof client[name] !== 'function')).toEqual([]);
  });
});
