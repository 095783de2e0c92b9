// What the machines keep in Web Storage, and under which keys: every key starts with `potluck:`, and a kept
// answer is stored as `{at, value}` so a reader can tell how old it is (readCache's maxAgeMs).

export const cachePrefix = 'potluck:';

/** Local storage: a cookbook and its recipes, kept 10 minutes (SPEC §4). */
export const cookbookCacheKey = (cookbookId: string): string => `${cachePrefix}cookbook:${cookbookId}`;

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

export type CacheEntry<T> = { at: number; value: T };

/** Reads a cache entry younger than maxAgeMs; broken or old entries count as missing. */
export function readCache<T>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  now: number,
  maxAgeMs = Number.POSITIVE_INFINITY,
): T | undefined {
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as CacheEntry<T>;
    return now - entry.at <= maxAgeMs ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  now: number,
  value: unknown,
): void {
  try {
    storage.setItem(key, JSON.stringify({ at: now, value } satisfies CacheEntry<unknown>));
  } catch {
    // A full or disabled storage only costs a refetch.
  }
}
