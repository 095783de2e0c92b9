// For each machine: an input and the events a walkthrough can send, including the answers of invoked actors
// (`done …`, `error …`) and elapsed delays (`after …`). The viewer steps the machine purely, so nothing here
// talks to a server: the walker decides how each call ends. tests/unit/machines/statechartStories.test.ts
// proves that these events reach every state of every machine.
import type { StatechartName, statecharts } from '../../../machines/index.ts';
import { adminDashboardWalk } from './adminDashboard.ts';
import { alertWalk } from './alert.ts';
import { appStatusWalk } from './appStatus.ts';
import { calendarFeedWalk } from './calendarFeed.ts';
import { chatWalk } from './chat.ts';
import { commentsWalk } from './comments.ts';
import { cookbookDetailWalk } from './cookbookDetail.ts';
import { cookbooksWalk } from './cookbooks.ts';
import { cookHistoryWalk } from './cookHistory.ts';
import { cookModeWalk } from './cookMode.ts';
import { createRecipeWalk } from './createRecipe.ts';
import { discoveryWalk } from './discovery.ts';
import { friendRelationWalk } from './friendRelation.ts';
import { friendsCookedWalk } from './friendsCooked.ts';
import { inviteSearchWalk } from './inviteSearch.ts';
import { memberCooksWalk } from './memberCooks.ts';
import { myRecipesWalk } from './myRecipes.ts';
import { notificationsWalk } from './notifications.ts';
import { planWalk } from './plan.ts';
import { planItWalk } from './planIt.ts';
import { potluckWalk } from './potluck.ts';
import { potluckClaimWalk } from './potluckClaim.ts';
import { potluckGuestWalk } from './potluckGuest.ts';
import { potluckHostAgainWalk } from './potluckHostAgain.ts';
import { potluckHostFormWalk } from './potluckHostForm.ts';
import { potluckInvitationsWalk } from './potluckInvitations.ts';
import { potluckJoinWalk } from './potluckJoin.ts';
import { potlucksWalk } from './potlucks.ts';
import { potluckThreadWalk } from './potluckThread.ts';
import { profileWalk } from './profile.ts';
import { recipeCooksWalk } from './recipeCooks.ts';
import { recipeDetailWalk } from './recipeDetail.ts';
import { recipeVersionWalk } from './recipeVersion.ts';
import { sessionWalk } from './session.ts';
import { settingsWalk } from './settings.ts';
import { shoppingListWalk } from './shoppingList.ts';
import type { Walk } from './support.ts';
import { toastWalk } from './toast.ts';

export type { Walk };

export const walks: { [Name in StatechartName]: Walk<(typeof statecharts)[Name]> } = {
  toastMachine: toastWalk,
  alertMachine: alertWalk,
  sessionMachine: sessionWalk,
  friendRelationMachine: friendRelationWalk,
  commentsMachine: commentsWalk,
  createRecipeMachine: createRecipeWalk,
  inviteSearchMachine: inviteSearchWalk,
  myRecipesMachine: myRecipesWalk,
  cookbooksMachine: cookbooksWalk,
  cookModeMachine: cookModeWalk,
  profileMachine: profileWalk,
  settingsMachine: settingsWalk,
  adminDashboardMachine: adminDashboardWalk,
  recipeDetailMachine: recipeDetailWalk,
  recipeVersionMachine: recipeVersionWalk,
  recipeCooksMachine: recipeCooksWalk,
  discoveryMachine: discoveryWalk,
  friendsCookedMachine: friendsCookedWalk,
  memberCooksMachine: memberCooksWalk,
  cookHistoryMachine: cookHistoryWalk,
  cookbookDetailMachine: cookbookDetailWalk,
  notificationsMachine: notificationsWalk,
  chatMachine: chatWalk,
  shoppingListMachine: shoppingListWalk,
  appStatusMachine: appStatusWalk,
  planMachine: planWalk,
  planItMachine: planItWalk,
  calendarFeedMachine: calendarFeedWalk,
  potluckJoinMachine: potluckJoinWalk,
  potluckGuestMachine: potluckGuestWalk,
  potluckMachine: potluckWalk,
  potlucksMachine: potlucksWalk,
  potluckClaimMachine: potluckClaimWalk,
  potluckHostFormMachine: potluckHostFormWalk,
  potluckInvitationsMachine: potluckInvitationsWalk,
  potluckHostAgainMachine: potluckHostAgainWalk,
  potluckThreadMachine: potluckThreadWalk,
};
