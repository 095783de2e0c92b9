// The app hands packages/client's AppClient to every machine. This proves, at type level and at run time, that
// it offers each call a machine's narrow client interface asks for, so the two cannot drift apart.
import { type AppClient, createAppClient } from '@potluck/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AdminClient,
  ChatClient,
  CommentsClient,
  CookbookDetailClient,
  CookbooksClient,
  CreateRecipeClient,
  DiscoveryClient,
  FriendRequestClient,
  InviteClient,
  MyRecipesClient,
  NotificationsClient,
  PlanClient,
  ProfileClient,
  RecipeDetailClient,
  SessionClient,
  SettingsClient,
} from '../../../machines/index.ts';

type MachineClients = AdminClient &
  ChatClient &
  CommentsClient &
  CookbookDetailClient &
  CookbooksClient &
  CreateRecipeClient &
  DiscoveryClient &
  FriendRequestClient &
  InviteClient &
  MyRecipesClient &
  NotificationsClient &
  PlanClient &
  ProfileClient &
  RecipeDetailClient &
  SessionClient &
  SettingsClient;

describe('AppClient fits the machines', () => {
  it('has every call the machines use, with compatible types', () => {
    expectTypeOf<AppClient>().toExtend<MachineClients>();
  });

  it('has every call the machines use, as functions', () => {
    const client = createAppClient({ fetch: async () => new Response('[]') });
    const calls: (keyof MachineClients)[] = [
      'getAdminUsers',
      'deleteAdminUser',
      'getTopCommented',
      'getTopLiked',
      'getTopExternal',
      'getOwnProfile',
      'getFriends',
      'getMessages',
      'sendMessage',
      'getComments',
      'postComment',
      'getCookbook',
      'removeRecipeFromCookbook',
      'getCookbooks',
      'createCookbook',
      'setCookbookPrivacy',
      'deleteCookbook',
      'createRecipe',
      'searchExternal',
      'getPublicRecipes',
      'sendFriendRequest',
      'searchUsers',
      'shareCookbook',
      'getMyRecipes',
      'deleteRecipe',
      'setRecipePrivacy',
      'getNotifications',
      'markNotificationRead',
      'clearNotifications',
      'acceptFriendRequest',
      'denyFriendRequest',
      'acceptShare',
      'denyShare',
      'getMemberProfile',
      'getUserCookbooks',
      'getUserRecipes',
      'updateProfile',
      'getMemberRecipe',
      'getExternalRecipe',
      'getLikes',
      'toggleLike',
      'addRecipeToCookbook',
      'login',
      'register',
      'logout',
      'updateUsername',
      'updatePassword',
      'updateIntolerances',
      'removeFriend',
      'getPlans',
      'getPlanWeek',
      'addPlanEntry',
      'updatePlanEntry',
      'deletePlanEntry',
      'sharePlan',
      'unsharePlan',
      'subscribe',
    ];
    expect(calls.filter((name) => typeof client[name] !== 'function')).toEqual([]);
  });
});
