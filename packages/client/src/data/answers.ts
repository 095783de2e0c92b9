// The contract's schema of every answer the client reads, by name, and the check of an answer against it. This
// module brings zod and the contract's schemas, so the app loads it lazily (checkAnswer.ts): in development and
// tests every answer is checked as it arrives; in production the answers the app keeps on the device are checked
// before they are kept and again when read back.
import {
  adminUserList,
  calendarFeed,
  comment,
  commentCount,
  commentList,
  cook,
  cookbook,
  cookbookList,
  cookHistory,
  cookList,
  cookPage,
  cookSummary,
  equipmentWidgetAnswer,
  friendList,
  friendRequestList,
  likeState,
  message,
  messageList,
  notificationList,
  nutritionWidgetAnswer,
  planEntryAdded,
  planSummaries,
  planWeek,
  potluck,
  potluckGuestJoined,
  potluckGuestLink,
  potluckGuestSession,
  potluckGuestWhoAmI,
  potluckLinkPreview,
  potluckMessage,
  potluckMessages,
  potluckSummaries,
  profile,
  providerRecipeInformation,
  publicProfile,
  recipe,
  recipeDraft,
  recipeList,
  recipeVersions,
  sessionAnswer,
  shoppingList,
  shoppingListSummaries,
  complexSearchAnswer,
  randomRecipesAnswer,
  topCommented,
  topLiked,
  userSearchResult,
  versionChanges,
} from '@potluck/contract';
import { isMemberRecipeId } from '@potluck/domain';
import { z } from 'zod';
import type { DataKey } from './keys.ts';

/** A provider recipe as the cache keeps it: its information and, when they answered, its two widgets. */
const providerRecipe = z.object({
  information: providerRecipeInformation,
  nutrition: nutritionWidgetAnswer.optional(),
  equipment: equipmentWidgetAnswer.optional(),
});

export const answers = {
  adminUserList,
  calendarFeed,
  comment,
  commentCount,
  commentList,
  complexSearchAnswer,
  cook,
  cookbook,
  cookbookList,
  cookHistory,
  cookList,
  cookPage,
  cookSummary,
  equipmentWidgetAnswer,
  friendList,
  friendRequestList,
  likeState,
  message,
  messageList,
  notificationList,
  nutritionWidgetAnswer,
  planEntryAdded,
  planSummaries,
  planWeek,
  potluck,
  potluckGuestJoined,
  potluckGuestLink,
  potluckGuestSession,
  potluckGuestWhoAmI,
  potluckLinkPreview,
  potluckMessage,
  potluckMessages,
  potluckSummaries,
  profile,
  providerRecipe,
  providerRecipeInformation,
  publicProfile,
  randomRecipesAnswer,
  recipe,
  recipeDraft,
  recipeList,
  recipeVersions,
  sessionAnswer,
  shoppingList,
  shoppingListSummaries,
  topCommented,
  topLiked,
  userSearchResult,
  versionChanges,
};

export type AnswerName = keyof typeof answers;

/** Thrown when an answer is not what the contract says: a server and app out of step, or a corrupt copy. */
export class AnswerMismatch extends Error {
  constructor(name: string, issues: string) {
    super(`The ${name} answer does not match the contract: ${issues}`);
    this.name = 'AnswerMismatch';
  }
}

/** The answer, checked against its schema (parsed: what the app reads is what the contract says). */
export function checkAnswer(name: AnswerName, payload: unknown): unknown {
  const checked = answers[name].safeParse(payload);
  if (checked.success) return checked.data;
  const where = checked.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
    .join('; ');
  throw new AnswerMismatch(name, where);
}

/** The schema of a kept answer, by what its key says it holds. */
export function keptAnswerName(key: DataKey): AnswerName | null {
  switch (key[0]) {
    case 'recipe':
      return isMemberRecipeId(key[1]) ? 'recipe' : 'providerRecipe';
    case 'cookbook':
      return 'cookbook';
    case 'cookbooks':
      return 'cookbookList';
    case 'shoppingList':
      return 'shoppingList';
    case 'shoppingLists':
      return 'shoppingListSummaries';
    case 'plan':
      return 'planWeek';
    case 'plans':
      return 'planSummaries';
    case 'potluck':
      return 'potluck';
    case 'potlucks':
      return 'potluckSummaries';
    default:
      return null;
  }
}
