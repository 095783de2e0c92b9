import type { ShoppingList, ShoppingListSummary } from '@potluck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { applyChange, isLocalItem, type ShoppingChange } from '../../../machines/shoppingList/changes.ts';
import { goneMessage, retryDelayMs } from '../../../machines/shoppingList/setup.ts';
import {
  type ShoppingListClient,
  shoppingListMachine,
  shownList,
} from '../../../machines/shoppingList/shoppingListMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import type { Friend } from '../../../machines/support/records.ts';
import { shoppingListKey } from '../../../machines/support/storageKeys.ts';
import { aCookbook, aFriend, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, elapsed, failed } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const maria = sampleId(1);
const kenji = sampleId(2);
const ownId = sampleId(10);
const kenjisId = sampleId(11);
const at = '2026-11-24T10:00:00.000Z';

const emptyList = (id = ownId, ownerId = maria): ShoppingList => ({
  id,
  ownerId,
  ownerName: ownerId === maria ? 'maria' : 'kenji',
  items: [],
  shares: [],
  updatedAt: at,
});
const summary = (list: ShoppingList): ShoppingListSummary => ({
  id: list.id,
  ownerId: list.ownerId,
  ownerName: list.ownerName,
  itemCount: list.items.length,
  uncheckedCount: list.items.filter((item) => !item.checked).length,
});
const offline = () => Object.assign(new Error('Could not reach the server.'), { status: 0 });
const refused = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * A server in memory that applies changes by the same rules as the real one (the domain's merge), hands out
 * 24-hex ids, and applies one operation id once.
 */
/** The recipes the fake server knows, as the server reads their lines. */
const recipes: Record<string, { title: string; lines: string[] }> = {
  [sampleId(40)]: { title: 'Pancakes', lines: ['2 eggs', '200 g flour'] },
  [sampleId(41)]: { title: 'Omelette', lines: ['3 eggs', 'salt'] },
};

function fakeServer(lists: ShoppingList[] = [emptyList()]) {
  const byId = new Map(lists.map((list) => [list.id, list]));
  const applied = new Set<string>();
  let next = 100;
  const saveIds = (list: ShoppingList) => ({
    ...list,
    items: list.items.map((item) => (isLocalItem(item.id) ? { ...item, id: sampleId(next++) } : item)),
  });
  const apply = (listId: string, change: ShoppingChange) => {
    const list = byId.get(listId);
    if (!list) throw refused(404, 'Shopping list not found');
    if (!applied.has(change.operationId)) byId.set(listId, saveIds(applyChange(list, change, at)));
    applied.add(change.operationId);
    return byId.get(listId) as ShoppingList;
  };
  const live = fakeLiveUpdates();
  const client: ShoppingListClient = {
    getShoppingLists: vi.fn(async () => [...byId.values()].map(summary)),
    getShoppingList: vi.fn(async (id: string) => byId.get(id) ?? Promise.reject(refused(404, 'Not found'))),
    addShoppingLines: vi.fn(async (listId, lines, operationId = `op-${next}`) =>
      apply(listId, { kind: 'add', listId, operationId, lines }),
    ),
    addRecipeToShoppingList: vi.fn(async (listId, { recipeId, operationId = `op-${next}` }) => {
      const recipe = recipes[recipeId];
      if (!recipe) throw refused(404, 'Recipe not found');
      return apply(listId, { kind: 'addRecipe', listId, operationId, recipeId, ...recipe });
    }),
    addCookbookToShoppingList: vi.fn(async (listId, cookbookId, operationId = `op-${next}`) => {
      // The fake's cookbooks hold every recipe it knows.
      let list = byId.get(listId) as ShoppingList;
      for (const [recipeId, recipe] of Object.entries(recipes)) {
        list = apply(listId, {
          kind: 'addRecipe',
          listId,
          operationId: `${operationId}-${recipeId}`,
          recipeId,
          ...recipe,
        });
      }
      return cookbookId ? list : list;
    }),
    // The fake's plan entries: an entry id names the recipe planned (entry `e-<recipe id>`).
    addPlanEntriesToShoppingList: vi.fn(async (listId, { entryIds, operationId = `op-${next}` }) => {
      let list = byId.get(listId) as ShoppingList;
      for (const entryId of entryIds) {
        const recipeId = entryId.replace(/^e-/, '');
        const recipe = recipes[recipeId];
        if (!recipe) continue;
        list = apply(listId, {
          kind: 'addRecipe',
          listId,
          operationId: `${operationId}-${entryId}`,
          recipeId,
          ...recipe,
        });
      }
      return list;
    }),
    updateShoppingItem: vi.fn(async (listId, itemId, { changedAt, ...change }) => {
      const list = byId.get(listId);
      if (!list?.items.some((item) => item.id === itemId)) throw refused(404, 'Item not found');
      const item = { id: itemId, name: '', quantity: null, unit: '' };
      return apply(listId, {
        kind: 'update',
        listId,
        operationId: `patch-${itemId}-${changedAt}`,
        item,
        change: change as never,
        changedAt,
      });
    }),
    deleteShoppingItem: vi.fn(async (listId, itemId) => {
      const list = byId.get(listId);
      if (!list?.items.some((item) => item.id === itemId)) throw refused(404, 'Item not found');
      const item = { id: itemId, name: '', quantity: null, unit: '' };
      return apply(listId, { kind: 'delete', listId, operationId: `delete-${itemId}`, item });
    }),
    clearCheckedShoppingItems: vi.fn(async (listId) =>
      apply(listId, { kind: 'clearChecked', listId, operationId: `clear-${next++}` }),
    ),
    shareShoppingList: vi.fn(async (listId, target) => {
      const list = byId.get(listId) as ShoppingList;
      const share =
        'memberId' in target
          ? { kind: 'member' as const, id: sampleId(500), memberId: target.memberId, username: 'kenji' }
          : { kind: 'cookbook' as const, id: sampleId(501), cookbookId: target.cookbookId, title: 'Sundays' };
      byId.set(listId, { ...list, shares: [...list.shares, share] });
      return byId.get(listId) as ShoppingList;
    }),
    unshareShoppingList: vi.fn(async (listId, shareId) => {
      const list = byId.get(listId) as ShoppingList;
      byId.set(listId, { ...list, shares: list.shares.filter((share) => share.id !== shareId) });
      return byId.get(listId) as ShoppingList;
    }),
    getFriends: vi.fn(async () => [aFriend({ _id: kenji, username: 'kenji' })]),
    getCookbooks: vi.fn(async () => [
      aCookbook({ _id: sampleId(30), title: 'Sundays', owners: [maria, kenji] }),
      aCookbook({ _id: sampleId(31), title: 'Not mine', owners: [kenji] }),
    ]),
    onStale: live.onStale,
  };
  /** Another member changes the list on the server, as a second device would. */
  const elsewhere = (listId: string, lines: string[]) =>
    apply(listId, { kind: 'add', listId, operationId: `elsewhere-${next++}`, lines });
  return { client, live, byId, elsewhere };
}

const clock = Date.parse(at);
const input = (client: ShoppingListClient, storage = memoryStorage()) => ({
  client,
  memberId: maria,
  storage,
  now: () => clock,
  random: Math.random,
});

/** The machine with /shopping open (it stays dormant until then, or until a change is queued). */
function start(server = fakeServer(), storage = memoryStorage(), { show = true } = {}) {
  const actor = createActor(shoppingListMachine, { input: input(server.client, storage) }).start();
  if (show) actor.send({ type: 'list.show' });
  const texts = () => shownList(actor.getSnapshot().context)?.items.map((item) => item.text);
  const idle = () =>
    waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.pending.length === 0);
  const add = (text: string) => {
    actor.send({ type: 'draft.change', text });
    actor.send({ type: 'item.add' });
  };
  const itemId = (text: string) =>
    shownList(actor.getSnapshot().context)?.items.find((item) => item.text === text)?.id ?? '';
  return { actor, server, storage, texts, idle, add, itemId };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('shoppingListMachine', () => {
  it('opens the member’s own list, adds typed lines at once and merges them as the server does', async () => {
    const { actor, server, texts, idle, add } = start();
    await idle();
    add('200 g butter');
    // Shown before the server answered.
    expect(texts()).toEqual(['200 g butter']);
    expect(actor.getSnapshot().context.draft).toBe('');
    add('0.5 kg butter');
    expect(texts()).toEqual(['700 g butter']);
    await idle();
    expect(server.client.addShoppingLines).toHaveBeenCalledTimes(2);
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual(['700 g butter']);
    expect(texts()).toEqual(['700 g butter']);
  });

  it('does not add an empty line, and a line stops at the longest the server takes', async () => {
    const { actor, server, idle } = start();
    await idle();
    actor.send({ type: 'draft.change', text: '   ' });
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.pending).toEqual([]);
    actor.send({ type: 'draft.change', text: 'x'.repeat(500) });
    expect(actor.getSnapshot().context.draft).toHaveLength(120);
    expect(server.client.addShoppingLines).not.toHaveBeenCalled();
  });

  it('stays dormant, asking nothing, until /shopping is opened or a change is queued', async () => {
    const server = fakeServer();
    const { actor } = start(server, memoryStorage(), { show: false });
    expect(actor.getSnapshot().matches('dormant')).toBe(true);
    expect(server.client.getShoppingLists).not.toHaveBeenCalled();
    actor.send({ type: 'list.show' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.client.getShoppingLists).toHaveBeenCalledTimes(1);
  });

  it('a recipe added from its page goes through the queue: shown at once, named once, sent with its servings', async () => {
    const server = fakeServer();
    const { actor, texts, idle } = start(server);
    await idle();
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    actor.send({
      type: 'recipe.add',
      recipeId: sampleId(40),
      title: 'Pancakes',
      servings: 4,
      lines: ['4 eggs'],
    });
    // On the list before the server answered, with the recipe it is for.
    expect(texts()).toEqual(['4 eggs']);
    expect(shownList(actor.getSnapshot().context)?.items[0]?.sources).toEqual([
      { recipeId: sampleId(40), title: 'Pancakes' },
    ]);
    expect(toasts).toEqual(['Added to your shopping list.']);
    await idle();
    expect(server.client.addRecipeToShoppingList).toHaveBeenCalledWith(ownId, {
      recipeId: sampleId(40),
      servings: 4,
      operationId: expect.stringMatching(/^[a-z0-9]{16}$/),
    });
    // The server's answer (its own reading of the recipe) replaces what was shown.
    expect(texts()).toEqual(['2 eggs', '200 g flour']);
    // A recipe with more lines than one add takes is refused at once, with the numbers.
    const many = Array.from({ length: 101 }, (_, i) => `${i + 1} g spice ${i}`);
    actor.send({ type: 'recipe.add', recipeId: sampleId(41), title: 'Masala', lines: many });
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(toasts.at(-1)).toBe(
      'The recipe has 101 ingredient lines; at most 100 are added to a shopping list at once.',
    );
    // A recipe with no ingredient lines adds nothing.
    actor.send({ type: 'recipe.add', recipeId: sampleId(41), title: 'Omelette', lines: [] });
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('a recipe or a cookbook added before any list was read waits for the member’s own list, then is sent', async () => {
    const server = fakeServer([emptyList(kenjisId, kenji), emptyList()]);
    server.client.getShoppingLists = vi.fn(async () => [
      summary(emptyList()),
      summary(emptyList(kenjisId, kenji)),
    ]);
    const { actor, idle } = start(server, memoryStorage(), { show: false });
    actor.send({ type: 'recipe.add', recipeId: sampleId(41), title: 'Omelette', lines: ['3 eggs', 'salt'] });
    actor.send({ type: 'cookbook.add', cookbookId: sampleId(30), title: 'Sundays' });
    expect(actor.getSnapshot().context.pending.map((change) => change.listId)).toEqual(['', '']);
    await idle();
    expect(server.client.addRecipeToShoppingList).toHaveBeenCalledWith(ownId, expect.anything());
    expect(server.client.addCookbookToShoppingList).toHaveBeenCalledWith(
      ownId,
      sampleId(30),
      expect.any(String),
    );
    expect(server.byId.get(kenjisId)?.items).toEqual([]);
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual([
      // 3 from the omelette, then the cookbook's pancakes (2) and omelette (3).
      '8 eggs',
      'salt',
      '200 g flour',
    ]);
  });

  it('offline, a recipe added is kept on the device and saved once when the answer to its first try was lost', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { actor, texts, idle } = start(server, storage);
    await idle();
    const realAdd = server.client.addRecipeToShoppingList;
    // The server applies the change, but its answer never arrives (the connection dropped): the device retries.
    server.client.addRecipeToShoppingList = vi.fn(async (listId, recipe) => {
      await realAdd(listId, recipe);
      throw offline();
    });
    actor.send({
      type: 'recipe.add',
      recipeId: sampleId(40),
      title: 'Pancakes',
      lines: ['2 eggs', '200 g flour'],
    });
    await waitFor(actor, (s) => s.hasTag('offline'));
    expect(texts()).toEqual(['2 eggs', '200 g flour']);
    expect(JSON.parse(storage.getItem(shoppingListKey(maria)) ?? '{}').pending).toHaveLength(1);
    server.client.addRecipeToShoppingList = realAdd;
    actor.send({ type: 'connection.online' });
    await idle();
    // The same operation id twice: applied once.
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual(['2 eggs', '200 g flour']);
  });

  it('a week of the meal plan goes onto the member’s own list: said at once, kept offline, sent once when back', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { actor, idle } = start(server, storage);
    await idle();
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    const realAdd = server.client.addPlanEntriesToShoppingList;
    // Applied on the server, but its answer is lost: the device keeps it and sends the same operation again.
    server.client.addPlanEntriesToShoppingList = vi.fn(async (listId, body) => {
      await realAdd(listId, body);
      throw offline();
    });
    const entryIds = [`e-${sampleId(40)}`, `e-${sampleId(41)}`];
    actor.send({ type: 'planEntries.add', planId: sampleId(60), entryIds });
    expect(toasts).toEqual(['Adding the week’s ingredients to your shopping list.']);
    await waitFor(actor, (s) => s.hasTag('offline'));
    const kept = JSON.parse(storage.getItem(shoppingListKey(maria)) ?? '{}').pending;
    expect(kept).toEqual([
      expect.objectContaining({ kind: 'addPlanEntries', listId: ownId, planId: sampleId(60), entryIds }),
    ]);
    server.client.addPlanEntriesToShoppingList = realAdd;
    actor.send({ type: 'connection.online' });
    await idle();
    const sent = vi.mocked(realAdd).mock.calls;
    expect(sent.at(-1)).toEqual([
      ownId,
      { planId: sampleId(60), entryIds, operationId: kept[0].operationId },
    ]);
    // The pancakes' 2 eggs and the omelette's 3, once however often it was sent.
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual(['5 eggs', '200 g flour', 'salt']);
  });

  it('a shared list that is no longer shared says so, drops its queued changes and opens the member’s own', async () => {
    const server = fakeServer([emptyList(), emptyList(kenjisId, kenji)]);
    const { actor, idle, add } = start(server);
    await idle();
    actor.send({ type: 'list.open', listId: kenjisId });
    await idle();
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    // Kenji removed Maria as a friend: the server answers 404 for his list from now on.
    const lists = server.client.getShoppingLists;
    server.byId.delete(kenjisId);
    server.client.getShoppingLists = vi.fn(async () =>
      (await lists()).filter((list) => list.id !== kenjisId),
    );
    const realAdd = server.client.addShoppingLines;
    server.client.addShoppingLines = vi.fn(async () => Promise.reject(offline()));
    add('milk');
    await waitFor(actor, (s) => s.hasTag('offline'));
    server.client.addShoppingLines = realAdd;
    actor.send({ type: 'connection.online' });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.listId === ownId);
    expect(toasts).toEqual([goneMessage]);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(actor.getSnapshot().context.lists.map((list) => list.id)).toEqual([ownId]);
  });

  it('a change kept on the device for a list no longer shared is dropped and said gone when the app opens again', async () => {
    const storage = memoryStorage();
    const server = fakeServer([emptyList(), emptyList(kenjisId, kenji)]);
    const first = start(server, storage);
    await first.idle();
    first.actor.send({ type: 'list.open', listId: kenjisId });
    await first.idle();
    const realAdd = server.client.addShoppingLines;
    server.client.addShoppingLines = vi.fn(async () => Promise.reject(offline()));
    first.add('milk');
    await waitFor(first.actor, (s) => s.hasTag('offline'));
    first.actor.stop();
    // Kenji ended the share while the change waited on Maria's device.
    server.byId.delete(kenjisId);
    server.client.addShoppingLines = realAdd;
    const second = createActor(shoppingListMachine, { input: input(server.client, storage) }).start();
    const toasts: string[] = [];
    second.on('toast.show', (notice) => toasts.push(notice.text));
    // The kept change wakes it; the member's own list opens.
    await waitFor(second, (s) => s.matches({ ready: { sync: 'synced' } }));
    expect(second.getSnapshot().context.listId).toBe(ownId);
    expect(second.getSnapshot().context.pending).toEqual([]);
    expect(toasts).toEqual([goneMessage]);
    expect(storage.getItem(shoppingListKey(maria))).toBeNull();
    expect(realAdd).not.toHaveBeenCalled();
  });

  it('the live event of a list no longer shared reads it again and says it is gone', async () => {
    const server = fakeServer([emptyList(), emptyList(kenjisId, kenji)]);
    const { actor, idle } = start(server);
    await idle();
    actor.send({ type: 'list.open', listId: kenjisId });
    await idle();
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    server.byId.delete(kenjisId);
    server.live.push({ type: 'shopping.changed', listId: kenjisId });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.listId === ownId);
    expect(toasts).toEqual([goneMessage]);
    // Opening /shopping again reads the list again.
    actor.send({ type: 'list.show' });
    expect(actor.getSnapshot().matches({ ready: { sync: 'refreshing' } })).toBe(true);
  });

  it('a cookbook added says the ingredients are on their way; a failed first load is tried again when asked', async () => {
    const server = fakeServer();
    const getShoppingLists = server.client.getShoppingLists;
    server.client.getShoppingLists = vi.fn(
      async (): Promise<ShoppingListSummary[]> => Promise.reject(offline()),
    );
    const { actor, idle } = start(server, memoryStorage(), { show: false });
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    actor.send({ type: 'cookbook.add', cookbookId: sampleId(30), title: 'Sundays' });
    expect(toasts).toEqual(['Adding every recipe’s ingredients to your shopping list.']);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.show' });
    await waitFor(actor, (s) => s.matches({ failed: 'offline' }));
    // A line typed while the list cannot be read is kept too.
    actor.send({ type: 'draft.change', text: '1 lime' });
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.pending).toHaveLength(2);
    server.client.getShoppingLists = getShoppingLists;
    actor.send({ type: 'connection.online' });
    await idle();
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual([
      '5 eggs',
      '200 g flour',
      'salt',
      '1 lime',
    ]);
  });

  it('leaving /shopping closes an edit or a dialog left open', async () => {
    const { actor, idle, add, itemId } = start();
    await idle();
    add('milk');
    await idle();
    actor.send({ type: 'item.edit', itemId: itemId('milk') });
    actor.send({ type: 'list.leave' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('checks off, edits (text and aisle) and deletes items', async () => {
    const { actor, server, texts, idle, add, itemId } = start();
    await idle();
    add('3 onions');
    add('milk');
    await idle();
    actor.send({ type: 'item.toggle', itemId: itemId('3 onions') });
    expect(shownList(actor.getSnapshot().context)?.items[0]?.checked).toBe(true);
    await idle();
    expect(server.byId.get(ownId)?.items[0]?.checked).toBe(true);

    actor.send({ type: 'item.edit', itemId: itemId('milk') });
    expect(actor.getSnapshot().matches({ ready: { view: 'editing' } })).toBe(true);
    actor.send({ type: 'edit.change', text: '' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().matches({ ready: { view: 'editing' } })).toBe(true);
    actor.send({ type: 'edit.change', text: '2 l milk', aisle: 'drinks' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    await idle();
    expect(server.byId.get(ownId)?.items.find((item) => item.name === 'milk')).toMatchObject({
      text: '2 l milk',
      aisle: 'drinks',
    });

    // Saving an unchanged edit sends nothing.
    actor.send({ type: 'item.edit', itemId: itemId('2 l milk') });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().context.pending).toEqual([]);

    actor.send({ type: 'item.delete', itemId: itemId('2 l milk') });
    expect(texts()).toEqual(['3 onions']);
    await idle();
    expect(server.client.deleteShoppingItem).toHaveBeenCalledTimes(1);
  });

  it('an edit can be cancelled, another item picked, or an item checked while editing', async () => {
    const { actor, server, idle, add, itemId } = start();
    await idle();
    add('milk');
    add('eggs');
    await idle();
    actor.send({ type: 'item.edit', itemId: itemId('milk') });
    actor.send({ type: 'item.edit', itemId: itemId('egg') });
    expect(actor.getSnapshot().context.editing?.text).toBe('egg');
    actor.send({ type: 'item.toggle', itemId: itemId('milk') });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().context.editing).toBeNull();
    await idle();
    expect(server.client.updateShoppingItem).toHaveBeenCalledTimes(1);
  });

  it('asks before clearing checked items, and only when some are checked', async () => {
    const { actor, texts, idle, add, itemId } = start();
    await idle();
    actor.send({ type: 'checked.clear' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    add('milk');
    add('3 onions');
    actor.send({ type: 'item.toggle', itemId: itemId('milk') });
    actor.send({ type: 'checked.clear' });
    expect(actor.getSnapshot().matches({ ready: { view: 'confirmingClear' } })).toBe(true);
    actor.send({ type: 'clear.cancel' });
    expect(texts()).toEqual(['milk', '3 onions']);
    actor.send({ type: 'checked.clear' });
    actor.send({ type: 'clear.confirm' });
    expect(texts()).toEqual(['3 onions']);
    await idle();
    expect(texts()).toEqual(['3 onions']);
  });

  it('offline: changes are shown, kept on the device, and sent in order when the connection is back', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { actor, texts, idle, add, itemId } = start(server, storage);
    await idle();
    add('milk');
    await idle();
    const realAdd = server.client.addShoppingLines;
    const realUpdate = server.client.updateShoppingItem;
    server.client.addShoppingLines = vi.fn(async () => Promise.reject(offline()));
    server.client.updateShoppingItem = vi.fn(async () => Promise.reject(offline()));

    add('2 lemons');
    await waitFor(actor, (s) => s.hasTag('offline'));
    actor.send({ type: 'item.toggle', itemId: itemId('milk') });
    // An item added offline can be checked off before the server has it.
    actor.send({ type: 'item.toggle', itemId: itemId('2 lemons') });
    expect(shownList(actor.getSnapshot().context)?.items.map((item) => [item.text, item.checked])).toEqual([
      ['milk', true],
      ['2 lemons', true],
    ]);
    expect(actor.getSnapshot().context.pending).toHaveLength(3);
    // Kept on the device: a new page (or a restart) has them.
    const saved = JSON.parse(storage.getItem(shoppingListKey(maria)) ?? '{}');
    expect(saved).toEqual({ version: 2, pending: expect.any(Array) });
    expect(saved.pending).toHaveLength(3);

    server.client.addShoppingLines = realAdd;
    server.client.updateShoppingItem = realUpdate;
    actor.send({ type: 'connection.online' });
    await idle();
    expect(server.byId.get(ownId)?.items.map((item) => [item.text, item.checked])).toEqual([
      ['milk', true],
      ['2 lemons', true],
    ]);
    expect(texts()).toEqual(['milk', '2 lemons']);
  });

  it('a page opened offline shows the list the client kept, the queue on top, and sends the queue later', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const first = start(server, storage);
    await first.idle();
    first.add('milk');
    await first.idle();
    const realAdd = server.client.addShoppingLines;
    server.client.addShoppingLines = vi.fn(async () => Promise.reject(offline()));
    first.add('bread');
    await waitFor(first.actor, (s) => s.hasTag('offline'));
    first.actor.stop();

    // Still offline on a new page: packages/client answers reads with the copies it kept, so the fake's reads stand
    // for them; only the write cannot reach the server. The device kept the change, not the list.
    expect(JSON.parse(storage.getItem(shoppingListKey(maria)) ?? '{}')).toEqual({
      version: 2,
      pending: [expect.objectContaining({ kind: 'add', lines: ['bread'] })],
    });
    vi.useFakeTimers();
    const second = start(server, storage);
    await vi.waitFor(() => expect(second.actor.getSnapshot().hasTag('offline')).toBe(true));
    expect(second.texts()).toEqual(['milk', 'bread']);
    expect(second.actor.getSnapshot().context.lists).toHaveLength(1);

    // Back online: after the pause the queue goes out by itself.
    server.client.addShoppingLines = realAdd;
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    vi.useRealTimers();
    await second.idle();
    expect(server.byId.get(ownId)?.items.map((item) => item.text)).toEqual(['milk', 'bread']);
  });

  it('a page opened offline without a kept list says it could not load, and tries again', async () => {
    const server = fakeServer();
    const getShoppingLists = vi.fn(async (): Promise<ShoppingListSummary[]> => Promise.reject(offline()));
    server.client.getShoppingLists = getShoppingLists;
    const { actor, idle } = start(server);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    getShoppingLists.mockResolvedValueOnce([summary(emptyList())]);
    actor.send({ type: 'list.reload' });
    await idle();
  });

  it('a busy server is tried again after a pause; a refused change is dropped and said why', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const { actor, texts, add } = start(server);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'synced' } })).toBe(true));
    const realAdd = server.client.addShoppingLines;
    server.client.addShoppingLines = vi
      .fn()
      .mockRejectedValueOnce(refused(503, 'The database is not answering'))
      .mockRejectedValueOnce(
        refused(409, 'The shopping list is full: clear checked items or delete some first'),
      );
    const toasts: string[] = [];
    actor.on('toast.show', (notice) => toasts.push(notice.text));
    add('milk');
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'retrying' } })).toBe(true));
    expect(texts()).toEqual(['milk']);
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'synced' } })).toBe(true));
    expect(toasts).toEqual(['The shopping list is full: clear checked items or delete some first']);
    expect(texts()).toEqual([]);
    server.client.addShoppingLines = realAdd;
  });

  it('a change to an item someone else deleted meanwhile is dropped quietly', async () => {
    const { actor, server, idle, add, itemId } = start();
    await idle();
    add('milk');
    await idle();
    const id = itemId('milk');
    server.byId.set(ownId, { ...(server.byId.get(ownId) as ShoppingList), items: [] });
    actor.send({ type: 'item.delete', itemId: id });
    await idle();
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('reads the list again when someone else changes it (live), or when the connection is back', async () => {
    const { actor, server, texts, idle } = start();
    await idle();
    server.elsewhere(ownId, ['3 carrots']);
    server.live.push({ type: 'shopping.changed', listId: sampleId(99) });
    expect(actor.getSnapshot().matches({ ready: { sync: 'synced' } })).toBe(true);
    server.live.push({ type: 'shopping.changed', listId: ownId });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && texts()?.length === 1);
    expect(texts()).toEqual(['3 carrots']);

    server.elsewhere(ownId, ['milk']);
    actor.send({ type: 'connection.online' });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && texts()?.length === 2);
  });

  it('opens a list shared with the member; only the owner may share', async () => {
    const server = fakeServer([emptyList(), emptyList(kenjisId, kenji)]);
    const { actor, idle } = start(server);
    await idle();
    expect(actor.getSnapshot().context.lists.map((list) => list.ownerName)).toEqual(['maria', 'kenji']);
    actor.send({ type: 'list.open', listId: ownId });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'list.open', listId: kenjisId });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await idle();
    expect(actor.getSnapshot().context.server?.ownerId).toBe(kenji);
    actor.send({ type: 'share.open' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
  });

  it('shares with a friend or a cookbook the member owns, and unshares', async () => {
    const { actor, server, idle } = start();
    await idle();
    actor.send({ type: 'share.open' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(actor.getSnapshot().context.shareOptions.cookbooks.map((c) => c.title)).toEqual(['Sundays']);
    actor.send({ type: 'share.add', target: { memberId: kenji } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(actor.getSnapshot().context.server?.shares).toHaveLength(1);
    actor.send({ type: 'share.remove', shareId: sampleId(500) });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(actor.getSnapshot().context.server?.shares).toHaveLength(0);

    server.client.shareShoppingList = vi.fn(async () =>
      Promise.reject(refused(403, 'You can only share your shopping list with friends')),
    );
    actor.send({ type: 'share.add', target: { memberId: kenji } });
    await waitFor(actor, (s) => s.context.shareError !== null);
    expect(actor.getSnapshot().context.shareError).toBe('You can only share your shopping list with friends');
    server.client.unshareShoppingList = vi.fn(async () => Promise.reject(new Error('Request failed (500)')));
    actor.send({ type: 'share.remove', shareId: sampleId(500) });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(actor.getSnapshot().context.shareError).toBe('Sharing could not be changed. Try again.');
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().context.shareError).toBeNull();
  });

  it('a failed load of friends and cookbooks can be tried again', async () => {
    const server = fakeServer();
    const getFriends = vi.fn(async (): Promise<Friend[]> => Promise.reject(new Error('x')));
    server.client.getFriends = getFriends;
    const { actor, idle } = start(server);
    await idle();
    actor.send({ type: 'share.open' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'failed' } } }));
    getFriends.mockResolvedValueOnce([]);
    actor.send({ type: 'share.retry' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
  });
});

describe('shoppingListMachine transition table', () => {
  const server = fakeServer();
  const loaded = done('load', { lists: [summary(emptyList())], list: emptyList(), gone: null });
  const typed = { type: 'draft.change', text: 'milk' } as const;
  const add = { type: 'item.add' } as const;
  const show = { type: 'list.show' } as const;
  const recipe = {
    type: 'recipe.add',
    recipeId: sampleId(40),
    title: 'Pancakes',
    lines: ['2 eggs'],
  } as const;
  it.each<TransitionRow>([
    ['dormant at first', [], 'dormant'],
    ['/shopping opened', [show], 'loading'],
    ['a recipe added from its page wakes it', [recipe], 'loading'],
    ['loaded', [show, loaded], { ready: { sync: 'synced', view: 'browsing' } }],
    ['a change is sent', [show, loaded, typed, add], { ready: { sync: 'sending' } }],
    ['offline', [show, loaded, typed, add, failed('send', offline())], { ready: { sync: 'offline' } }],
    [
      'offline, tried again after a pause',
      [
        show,
        loaded,
        typed,
        add,
        failed('send', offline()),
        elapsed('retry', 'shoppingList.ready.sync.offline'),
      ],
      { ready: { sync: 'sending' } },
    ],
    [
      'busy, tried again when the connection is back',
      [show, loaded, typed, add, failed('send', refused(429, 'Too many')), { type: 'connection.online' }],
      { ready: { sync: 'sending' } },
    ],
    [
      'busy, tried again after a pause',
      [
        show,
        loaded,
        typed,
        add,
        failed('send', refused(500, 'x')),
        elapsed('retry', 'shoppingList.ready.sync.retrying'),
      ],
      { ready: { sync: 'sending' } },
    ],
    ['sent', [show, loaded, typed, add, done('send', emptyList())], { ready: { sync: 'synced' } }],
    [
      'refused, read again',
      [show, loaded, typed, add, failed('send', refused(400, 'x'))],
      { ready: { sync: 'refreshing' } },
    ],
    [
      'reading again fails offline',
      [show, loaded, { type: 'connection.online' }, failed('refresh', offline())],
      { ready: { sync: 'offline' } },
    ],
    [
      'reading again fails busy',
      [show, loaded, { type: 'connection.online' }, failed('refresh', refused(503, 'x'))],
      { ready: { sync: 'retrying' } },
    ],
    [
      'reading again is refused',
      [show, loaded, { type: 'connection.online' }, failed('refresh', refused(400, 'x'))],
      { ready: { sync: 'synced' } },
    ],
    [
      'the member’s own list is never gone',
      [show, loaded, { type: 'connection.online' }, failed('refresh', refused(404, 'x'))],
      { ready: { sync: 'synced' } },
    ],
    [
      'a shared list answers 404: gone, the member’s own list is read',
      [
        show,
        done('load', {
          lists: [summary(emptyList(kenjisId, kenji))],
          list: emptyList(kenjisId, kenji),
          gone: null,
        }),
        { type: 'connection.online' },
        failed('refresh', refused(404, 'Shopping list not found')),
      ],
      'loading',
    ],
    ['the list cannot be read', [show, failed('load', refused(500, 'x'))], { failed: 'refused' }],
    ['the list cannot be read offline', [show, failed('load', offline())], { failed: 'offline' }],
    ['a failed first load with changes kept tries again', [recipe, failed('load', offline())], 'failed'],
    [
      'and after the pause loads again',
      [recipe, failed('load', offline()), elapsed('retry', 'shoppingList.failed')],
      'loading',
    ],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(shoppingListMachine, input(server.client), events).matches(expected as never)).toBe(
      true,
    );
  });
});
