// What the shopping list talks in: what it starts from (input), the events the screens send (and the pages that
// add a recipe, a cookbook or a week of the plan), and what it keeps (context).
import type { ShoppingList, ShoppingListSummary } from '@potluck/contract';
import type { Aisle } from '@potluck/domain';
import type { Clock, KeyValueStorage, Random } from '../support/env.ts';
import type { Id } from '../support/records.ts';
import type { ShareOptions, ShareTarget, ShoppingListClient } from './calls.ts';
import type { ShoppingChange } from './changes.ts';

export type ShoppingListInput = {
  client: ShoppingListClient;
  /** The member whose device this is: their queue of changes is kept under their id. */
  memberId: Id;
  storage: KeyValueStorage;
  now: Clock;
  random: Random;
};

export type ShoppingListEvent =
  /** /shopping is on screen: the list is read (the first time) or read again. */
  | { type: 'list.show' }
  /** /shopping was left: a dialog or an edit it had open is closed. */
  | { type: 'list.leave' }
  | { type: 'list.reload' }
  /** Another list of those the member can open (their own or one shared with them). */
  | { type: 'list.open'; listId: Id }
  | { type: 'draft.change'; text: string }
  | { type: 'item.add' }
  /** A recipe's ingredients at the servings chosen on its page, onto the member's own list. */
  | { type: 'recipe.add'; recipeId: string; title: string; servings?: number | undefined; lines: string[] }
  /** Every recipe of a cookbook, onto the member's own list. */
  | { type: 'cookbook.add'; cookbookId: Id; title: string }
  /** Recipe entries of a meal plan ("Add this week to the shopping list"), onto the member's own list. */
  | { type: 'planEntries.add'; planId: Id; entryIds: Id[] }
  | { type: 'item.toggle'; itemId: Id }
  | { type: 'item.delete'; itemId: Id }
  | { type: 'item.edit'; itemId: Id }
  | { type: 'edit.change'; text?: string; aisle?: Aisle }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'checked.clear' }
  | { type: 'clear.confirm' }
  | { type: 'clear.cancel' }
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.retry' }
  | { type: 'share.add'; target: ShareTarget }
  | { type: 'share.remove'; shareId: Id }
  /** The browser's `online` event: the queue is sent and the list read again at once. */
  | { type: 'connection.online' }
  | { type: 'shopping.changed'; listId: string };

export type Editing = { itemId: Id; text: string; aisle: Aisle };

export type ShoppingListContext = ShoppingListInput & {
  /** The lists the member can open: their own first. */
  lists: ShoppingListSummary[];
  /** The list on screen (null until the first answer: the member's own). */
  listId: Id | null;
  /** The server's last answer for that list. */
  server: ShoppingList | null;
  /** Changes not yet sent, oldest first, of any list. A change for the member's own list not yet known has listId ''. */
  pending: ShoppingChange[];
  draft: string;
  editing: Editing | null;
  shareOptions: ShareOptions;
  shareError: string | null;
};
