import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { id24, timestamp } from './common.ts';

// GET /api/events (API.md "Also served"): Server-Sent Events for the logged-in member. Each event's SSE name is
// its `type`, and its data is the whole object as JSON. They only say that something happened; the SPA reads
// what changed through the ordinary calls.

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notificationId: id24, notificationType: z.string() }),
  z.object({ type: z.literal('message'), messageId: id24, from: id24 }),
  z.object({
    type: z.literal('friends'),
    change: z.enum(['request', 'accept', 'deny', 'remove']),
    memberId: id24,
  }),
  /** A cookbook the member owns changed (recipes, privacy, owners) or was deleted. */
  z.object({ type: z.literal('cookbook'), cookbookId: id24 }),
  /**
   * A shopping list the member can open changed (items, shares); `version`: the list's `updatedAt` after a
   * member's change, as their answer has it.
   */
  z.object({ type: z.literal('shopping'), listId: id24, version: timestamp.optional() }),
  /**
   * A meal plan the member can open changed (entries, shares), or the member may no longer open it; `version`: the
   * plan's `updatedAt` after a member's change, as the week they are answered with has it.
   */
  z.object({ type: z.literal('plan'), planId: id24, version: timestamp.optional() }),
  /**
   * A potluck the member can open changed (details, guests, answers, menu), or a message was written in its thread
   * (`messageId`), or the member may no longer open it. `version` is the potluck's `updatedAt` after the change
   * (for a message, the one it is at), the same ISO string as in the potluck's answer: versions only grow, so a
   * copy at this version or later is not stale.
   */
  z.object({
    type: z.literal('potluck'),
    potluckId: id24,
    messageId: id24.optional(),
    version: timestamp.optional(),
  }),
  /**
   * A cook (issue 41, decision 037) was logged or deleted: `recipeId` the recipe (a member's or a catalogue
   * recipe's id), `memberId` who cooked. Sent to those it concerns who may see it (the cook, their friends, the
   * recipe's author), so their recipe page, home page and profiles read again.
   */
  z.object({ type: z.literal('cooked'), recipeId: recipeRef, cookId: id24, memberId: id24 }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/**
 * A live event as the SPA's machines receive it (packages/client translates): named `noun.verb` like every
 * machine event, carrying the same fields.
 */
export type LiveUpdate =
  | { type: 'notification.received'; notificationId: string; notificationType: string }
  | { type: 'message.received'; messageId: string; from: string }
  | { type: 'friends.changed'; change: 'request' | 'accept' | 'deny' | 'remove'; memberId: string }
  | { type: 'cookbook.changed'; cookbookId: string }
  | { type: 'shopping.changed'; listId: string; version?: string }
  | { type: 'plan.changed'; planId: string; version?: string }
  /** `version`: the potluck's `updatedAt` after the change (absent for a thread message, or from an older server). */
  | { type: 'potluck.changed'; potluckId: string; messageId?: string; version?: string }
  | { type: 'cooks.changed'; recipeId: string; cookId: string; memberId: string };

/** Subscribes to the member's live events; returns the function that unsubscribes. */
export type SubscribeToLiveUpdates = (listener: (update: LiveUpdate) => void) => () => void;

/**
 * What one answer kept by the app's one cache of server answers is about (packages/client/src/data/keys.ts):
 * keys named for what they hold. A key's first parts name a family: `['potluck']` is every potluck.
 */
export type DataKey =
  | readonly ['recipe', string]
  | readonly ['feed', ...string[]]
  | readonly ['cookbook', string]
  | readonly ['cookbooks']
  | readonly ['shoppingList', string]
  | readonly ['shoppingLists']
  | readonly ['plan', string, ...string[]]
  | readonly ['plans']
  | readonly ['potluck', string]
  /** A recipe's cooks and their summary (`['cooks']`: every recipe's). */
  | readonly ['cooks', ...string[]]
  /** The cooks of the member's friends, for their home page. */
  | readonly ['friendsCooked']
  /** What a member cooked: their profile's list, and for the member themself their history. */
  | readonly ['memberCooks', string, ...string[]]
  | readonly ['potluckThread', string]
  | readonly ['potlucks', ...string[]]
  | readonly ['conversation', string]
  | readonly ['chats']
  | readonly ['friends']
  | readonly ['notifications'];

/** A key or its first parts: `['plan']`, `['plan', planId]`, `['potluck', potluckId]`. */
export type DataKeyPrefix = readonly [DataKey[0], ...string[]];

/**
 * Hears when an answer under `prefix` went stale: the live-event router (packages/client) marked it so, because
 * someone else changed it. The listener gets the whole key. A member's own change, applied from its answer, is not
 * news: its echo never reaches a listener. Returns the function that stops listening. This is how machines hear of
 * live changes; no machine subscribes to the event stream itself.
 */
export type OnStale = (prefix: DataKeyPrefix, listener: (stale: DataKey) => void) => () => void;
