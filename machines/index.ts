// Every statechart of the product, by file name. The app imports machines from here; scripts/diagrams.ts and the
// statechart stories walk `statecharts` so that each machine gets a diagram and a story.
import { adminDashboardMachine } from './adminDashboardMachine.ts';
import { alertMachine } from './alertMachine.ts';
import { appStatusMachine } from './appStatusMachine.ts';
import { calendarFeedMachine } from './calendarFeedMachine.ts';
import { chatMachine } from './chatMachine.ts';
import { commentsMachine } from './commentsMachine.ts';
import { cookbookDetailMachine } from './cookbookDetailMachine.ts';
import { cookbooksMachine } from './cookbooksMachine.ts';
import { cookModeMachine } from './cookModeMachine.ts';
import { cookHistoryMachine } from './cooks/cookHistoryMachine.ts';
import { friendsCookedMachine } from './cooks/friendsCookedMachine.ts';
import { memberCooksMachine } from './cooks/memberCooksMachine.ts';
import { recipeCooksMachine } from './cooks/recipeCooksMachine.ts';
import { createRecipeMachine } from './createRecipeMachine.ts';
import { discoveryMachine } from './discoveryMachine.ts';
import { friendRelationMachine } from './friendRelationMachine.ts';
import { inviteSearchMachine } from './inviteSearchMachine.ts';
import { myRecipesMachine } from './myRecipesMachine.ts';
import { notificationsMachine } from './notificationsMachine.ts';
import { planItMachine } from './plan/planItMachine.ts';
import { planMachine } from './plan/planMachine.ts';
import { claimMachine as potluckClaimMachine } from './potluck/claimMachine.ts';
import { guestMachine as potluckGuestMachine } from './potluck/guestMachine.ts';
import { hostAgainMachine as potluckHostAgainMachine } from './potluck/hostAgainMachine.ts';
import { hostFormMachine as potluckHostFormMachine } from './potluck/hostFormMachine.ts';
import { invitationsMachine as potluckInvitationsMachine } from './potluck/invitationsMachine.ts';
import { potluckJoinMachine } from './potluck/potluckJoinMachine.ts';
import { potluckMachine } from './potluck/potluckMachine.ts';
import { potlucksMachine } from './potluck/potlucksMachine.ts';
import { threadMachine as potluckThreadMachine } from './potluck/threadMachine.ts';
import { profileMachine } from './profileMachine.ts';
import { recipeDetailMachine } from './recipeDetailMachine.ts';
import { sessionMachine } from './sessionMachine.ts';
import { settingsMachine } from './settingsMachine.ts';
import { shoppingListMachine } from './shoppingList/shoppingListMachine.ts';
import { toastMachine } from './toastMachine.ts';
import { recipeVersionMachine } from './versions/recipeVersionMachine.ts';

export * from './adminDashboardMachine.ts';
export * from './alertMachine.ts';
export * from './appStatusMachine.ts';
export { calendarFeedMachine } from './calendarFeedMachine.ts';
export * from './chatMachine.ts';
export * from './commentsMachine.ts';
export * from './cookbookDetailMachine.ts';
export * from './cookbooksMachine.ts';
export * from './cookModeMachine.ts';
export * from './createRecipeMachine.ts';
export * from './discoveryMachine.ts';
export * from './friendRelationMachine.ts';
export * from './inviteSearchMachine.ts';
export * from './kitchenTimerMachine.ts';
export * from './myRecipesMachine.ts';
export * from './notificationsMachine.ts';
export * from './plan/context.ts';
export { planItMachine } from './plan/planItMachine.ts';
export { planMachine } from './plan/planMachine.ts';
export { guestMachine as potluckGuestMachine } from './potluck/guestMachine.ts';
export { potluckJoinMachine } from './potluck/potluckJoinMachine.ts';
export { potluckMachine } from './potluck/potluckMachine.ts';
export { potlucksMachine } from './potluck/potlucksMachine.ts';
export * from './profileMachine.ts';
export * from './recipeDetailMachine.ts';
export * from './sessionMachine.ts';
export * from './settingsMachine.ts';
export * from './shoppingList/changes.ts';
export * from './shoppingList/shoppingListMachine.ts';
export { memoryStorage } from './support/env.ts';
export type { Notice } from './support/notices.ts';
export * from './support/storageKeys.ts';
export * from './toastMachine.ts';

export const statecharts = {
  adminDashboardMachine,
  alertMachine,
  appStatusMachine,
  calendarFeedMachine,
  chatMachine,
  commentsMachine,
  cookbookDetailMachine,
  cookbooksMachine,
  cookHistoryMachine,
  cookModeMachine,
  createRecipeMachine,
  discoveryMachine,
  friendRelationMachine,
  friendsCookedMachine,
  inviteSearchMachine,
  memberCooksMachine,
  myRecipesMachine,
  notificationsMachine,
  planItMachine,
  planMachine,
  potluckClaimMachine,
  potluckGuestMachine,
  potluckHostAgainMachine,
  potluckHostFormMachine,
  potluckInvitationsMachine,
  potluckJoinMachine,
  potluckMachine,
  potlucksMachine,
  potluckThreadMachine,
  profileMachine,
  recipeCooksMachine,
  recipeDetailMachine,
  recipeVersionMachine,
  sessionMachine,
  settingsMachine,
  shoppingListMachine,
  toastMachine,
} as const;

export type StatechartName = keyof typeof statecharts;
