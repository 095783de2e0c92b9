// What the machines keep in Web Storage, and under which keys: every key starts with `potluck:`. Answers of the
// server are not kept here: packages/client keeps them (decision 032); the queues keep the member's changes in
// their own checked form (machines/queue/kept.ts).

export const cachePrefix = 'potluck:';

/** Session storage: the recipe link a member chose to share with a friend, read when the chat opens. */
export const sharedLinkKey = `${cachePrefix}sharedRecipeLink`;

/** Local storage: when the member last looked at the chat (SPEC §4, the unread dot). */
export const chatLastViewedKey = `${cachePrefix}chatLastViewed`;

/**
 * Local storage: a member's changes to shopping lists not yet sent, in the queue's kept form
 * (machines/queue/kept.ts). Per member, so another member on the same device never sees or sends them.
 */
export const shoppingListKey = (memberId: string): string => `${cachePrefix}shoppingList:${memberId}`;

/** Local storage: a member's changes to meal plans not yet sent, per member like the shopping list's. */
export const planKey = (memberId: string): string => `${cachePrefix}plan:${memberId}`;

/** Session storage: the join link a visitor opened, where the app goes once they have signed up or logged in. */
export const potluckJoinAfterLoginKey = `${cachePrefix}potluckJoinAfterLogin`;
