// The one live-event router (decision 032): the only listener of the member's event stream. Each event names the
// answers it makes stale, which the cache marks, and the machines reading them hear of it through `onStale`.
// A member's own change was applied from its answer: its echo names a version the cache already holds, and
// marks nothing.
import type { DataKey, LiveUpdate, Potluck } from '@potluck/contract';
import { createLiveEvents, type LiveEventsOptions } from '../liveEvents.ts';
import type { AnswerCache } from './cache.ts';
import { keys } from './keys.ts';

/** What an event makes stale, given what the cache holds now. */
export function staleKeys(update: LiveUpdate, cache: Pick<AnswerCache, 'peek'>): DataKey[] {
  switch (update.type) {
    case 'notification.received':
      return [['notifications']];
    case 'message.received':
      return [['conversation', update.from], ['chats']];
    case 'friends.changed':
      // A friend request is in the notifications feed; friends are in the chat's list and every picker.
      return [['friends'], ['chats'], ['notifications']];
    case 'cookbook.changed':
      return [keys.cookbook(update.cookbookId), keys.cookbooks()];
    case 'shopping.changed':
      return [keys.shoppingList(update.listId), keys.shoppingLists()];
    case 'plan.changed':
      return [['plan', update.planId], keys.plans()];
    case 'potluck.changed': {
      if (update.messageId) return [['potluckThread', update.potluckId]];
      const held = cache.peek<Potluck>(keys.potluck(update.potluckId));
      // The echo of the member's own change: the cache holds that version or a later one already, and the write
      // forgot the member's lists of potlucks itself.
      const echo = update.version !== undefined && held?.updatedAt !== undefined && held.updatedAt >= update.version;
      return echo ? [] : [keys.potluck(update.potluckId), keys.potlucks()];
    }
    default:
      return [];
  }
}

/** Opens the member's event stream and marks what each event makes stale; returns the function that stops. */
export function routeLiveUpdates(events: LiveEventsOptions, cache: AnswerCache): () => void {
  const mark = (update: LiveUpdate) => {
    for (const key of staleKeys(update, cache)) cache.markStale(key);
  };
  return createLiveEvents(events)((update) => {
    // The echo of the member's own potluck change can outrun the answer to it: it is read once that answer is in.
    if (update.type === 'potluck.changed' && !update.messageId) {
      void cache.written(keys.potluck(update.potluckId)).then(() => mark(update));
    } else mark(update);
  });
}
