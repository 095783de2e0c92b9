// The calls behind the shopping list: the client interface its machine needs and the named actors that use it.
// Kept apart from the chart in shoppingListMachine.ts (and regions.ts), which only says when each one runs.
import type { OnStale, ShoppingList, ShoppingListSummary } from '@potluck/contract';
import { fromCallback, fromPromise } from 'xstate';
import { statusOf } from '../support/errors.ts';
import type { Cookbook, Friend, Id } from '../support/records.ts';
import { type ShoppingChange, serverItemId } from './changes.ts';

export type ShareTarget = { memberId: Id } | { cookbookId: Id };
export type ShareOptions = { friends: Friend[]; cookbooks: Cookbook[] };

export interface ShoppingListClient {
  getShoppingLists(): Promise<ShoppingListSummary[]>;
  getShoppingList(listId: Id): Promise<ShoppingList>;
  addShoppingLines(listId: Id, lines: string[], operationId?: string): Promise<ShoppingList>;
  addRecipeToShoppingList(
    listId: Id,
    recipe: { recipeId: string; servings?: number | undefined; operationId?: string },
  ): Promise<ShoppingList>;
  addCookbookToShoppingList(listId: Id, cookbookId: Id, operationId?: string): Promise<ShoppingList>;
  addPlanEntriesToShoppingList(
    listId: Id,
    body: { planId: Id; entryIds: Id[]; operationId?: string },
  ): Promise<ShoppingList>;
  updateShoppingItem(
    listId: Id,
    itemId: Id,
    change: { checked?: boolean; text?: string; aisle?: string; changedAt: string },
  ): Promise<ShoppingList>;
  deleteShoppingItem(listId: Id, itemId: Id): Promise<ShoppingList>;
  clearCheckedShoppingItems(listId: Id): Promise<ShoppingList>;
  shareShoppingList(listId: Id, target: ShareTarget): Promise<ShoppingList>;
  unshareShoppingList(listId: Id, shareId: Id): Promise<ShoppingList>;
  getFriends(memberId: Id): Promise<Friend[]>;
  getCookbooks(): Promise<Cookbook[]>;
  /** Hears when a list's answer went stale because someone else changed it (the client's live-event router). */
  onStale: OnStale;
}

/** What loading answered: the lists the member can open and the one to show; `gone` when the one asked for is not among them. */
export type Loaded = { lists: ShoppingListSummary[]; list: ShoppingList; gone: Id | null };

/** Sends one queued change; null when there was nothing left to change (the item is gone already). */
async function send(client: ShoppingListClient, change: ShoppingChange, server: ShoppingList | null) {
  switch (change.kind) {
    case 'add':
      return client.addShoppingLines(change.listId, change.lines, change.operationId);
    case 'addRecipe':
      return client.addRecipeToShoppingList(change.listId, {
        recipeId: change.recipeId,
        ...(change.servings !== undefined && { servings: change.servings }),
        operationId: change.operationId,
      });
    case 'addCookbook':
      return client.addCookbookToShoppingList(change.listId, change.cookbookId, change.operationId);
    case 'addPlanEntries':
      return client.addPlanEntriesToShoppingList(change.listId, {
        planId: change.planId,
        entryIds: change.entryIds,
        operationId: change.operationId,
      });
    case 'clearChecked':
      return client.clearCheckedShoppingItems(change.listId);
    default: {
      // An item added on this device is found in the list the server answered after its line was saved.
      const list = server?.id === change.listId ? server : await client.getShoppingList(change.listId);
      const itemId = serverItemId(list, change.item);
      if (!itemId) return null;
      if (change.kind === 'delete') {
        return client.deleteShoppingItem(change.listId, itemId).catch((error: unknown) => {
          if (statusOf(error) === 404) return null;
          throw error;
        });
      }
      return client.updateShoppingItem(change.listId, itemId, {
        ...change.change,
        changedAt: change.changedAt,
      });
    }
  }
}

export const shoppingListActors = {
  load: fromPromise<Loaded, { client: ShoppingListClient; listId: Id | null }>(async ({ input }) => {
    const lists = await input.client.getShoppingLists();
    // The list asked for while it can still be opened; the member's own otherwise.
    const asked = lists.find((list) => list.id === input.listId);
    const id = asked?.id ?? lists[0]?.id;
    if (!id) throw new Error('No shopping list');
    const gone = input.listId && !asked ? input.listId : null;
    return { lists, list: await input.client.getShoppingList(id), gone };
  }),
  refresh: fromPromise<ShoppingList, { client: ShoppingListClient; listId: Id }>(({ input }) =>
    input.client.getShoppingList(input.listId),
  ),
  send: fromPromise<
    ShoppingList | null,
    { client: ShoppingListClient; change: ShoppingChange; server: ShoppingList | null }
  >(({ input }) => send(input.client, input.change, input.server)),
  loadShareOptions: fromPromise<ShareOptions, { client: ShoppingListClient; memberId: Id }>(
    async ({ input }) => {
      const [friends, cookbooks] = await Promise.all([
        input.client.getFriends(input.memberId),
        input.client.getCookbooks(),
      ]);
      // A list is shared with a cookbook its owner owns (with whoever else owns it).
      return { friends, cookbooks: cookbooks.filter((c) => c.owners.includes(input.memberId)) };
    },
  ),
  share: fromPromise<ShoppingList, { client: ShoppingListClient; listId: Id; target: ShareTarget }>(
    ({ input }) => input.client.shareShoppingList(input.listId, input.target),
  ),
  unshare: fromPromise<ShoppingList, { client: ShoppingListClient; listId: Id; shareId: Id }>(({ input }) =>
    input.client.unshareShoppingList(input.listId, input.shareId),
  ),
  /** Another member changed a list (or its shares): the one on screen is read again. */
  liveUpdates: fromCallback<{ type: 'shopping.changed'; listId: string }, { client: ShoppingListClient }>(
    ({ input, sendBack }) =>
      input.client.onStale(['shoppingList'], ([, listId]) =>
        sendBack({ type: 'shopping.changed', listId: listId ?? '' }),
      ),
  ),
};
