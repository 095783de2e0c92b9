// The one live-event router (decision 032): the only listener of the member's event stream. Each event names the
// answers it makes stale, which the cache marks, and the machines reading them hear of it through `onStale`.
// A member's own change was applied from its answer: its echo names a version the cache already holds, and
// marks nothing (potlucks, shopping lists and plans carry versions).
import type { DataKey, DataKeyPrefix, LiveUpdate, PlanWeek, Potluck, ShoppingList } from '@potluck/contract';
import { createLiveEvents, type LiveEventsOptions } from '../liveEvents.ts';
import type { AnswerCache } from './cache.ts';
import { keys } from './keys.ts';

/**
 * Whether an event is the echo of the member's own change: it names a version (the thing's `updatedAt` after the
 * change) that an answer the cache holds has reached already.
 */
const echoes = (version: string | undefined, held: readonly ({ updatedAt?: string } | undefined)[]) =>
  version !== undefined && held.some((answer) => answer?.updatedAt !== undefined && answer.updatedAt >= version);

/** What an event makes stale, given what the cache holds now. A member's own change (its echo) marks nothing: its
 * write applied its answer and forgot the member's lists itself. */
export function staleKeys(update: LiveUpdate, cache: Pick<AnswerCache, 'peek' | 'held'>): DataKey[] {
  switch (update.type) {
    case 'notification.received':
      return [['notifications']];
    case 'message.received':
      return [['conversation', update.from], ['chats']];
    case 'friends.changed':
      // A friend request is in the notifications feed; friends are in the chat's list and every picker. Who sees
      // a cook for friends changes with the friendship, on every recipe and on the other member's profile.
      return [
        ['friends'],
        ['chats'],
        ['notifications'],
        keys.friendsCooked(),
        ['cooks'],
        keys.memberCooks(update.memberId),
      ];
    case 'cookbook.changed':
      return [keys.cookbook(update.cookbookId), keys.cookbooks()];
    case 'shopping.changed': {
      const held = cache.peek<ShoppingList>(keys.shoppingList(update.listId));
      if (echoes(update.version, [held])) return [];
      return [keys.shoppingList(update.listId), keys.shoppingLists()];
    }
    case 'plan.changed':
      if (echoes(update.version, cache.held<PlanWeek>(['plan', update.planId]))) return [];
      return [['plan', update.planId], keys.plans()];
    case 'potluck.changed': {
      if (update.messageId) return [['potluckThread', update.potluckId]];
      if (echoes(update.version, [cache.peek<Potluck>(keys.potluck(update.potluckId))])) return [];
      return [keys.potluck(update.potluckId), keys.potlucks()];
    }
    case 'cooks.changed':
      // A cook logged or deleted: its recipe's cooks and summary, friends' recent cooks, its cook's list.
      return [keys.cooks(update.recipeId), keys.friendsCooked(), keys.memberCooks(update.memberId)];
    default:
      return [];
  }
}

/** What the member may be writing that an event's echo could outrun: the thing it names. */
function writtenBy(update: LiveUpdate): DataKeyPrefix | null {
  if (update.type === 'potluck.changed' && !update.messageId) return keys.potluck(update.potluckId);
  if (update.type === 'shopping.changed') return keys.shoppingList(update.listId);
  if (update.type === 'plan.changed') return ['plan', update.planId];
  return null;
}

/** Opens the member's event stream and marks what each event makes stale; returns the function that stops. */
export function routeLiveUpdates(events: LiveEventsOptions, cache: AnswerCache): () => void {
  const mark = (update: LiveUpdate) => {
    for (const key of staleKeys(update, cache)) cache.markStale(key);
  };
  return createLiveEvents(events)((update) => {
    // The echo of the member's own change can outrun the answer to it: it is judged once that answer is in.
    const thing = writtenBy(update);
    if (thing) void cache.written(thing).then(() => mark(update));
    else mark(update);
  });
}
