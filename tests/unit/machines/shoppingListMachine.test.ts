import type { ShoppingList, ShoppingListSummary } from '@potluck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  retryDelayMs,
  type ShoppingListClient,
  shoppingListMachine,
  shownList,
} from '../../../machines/shoppingListMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import type { Friend } from '../../../machines/support/records.ts';
import { applyChange, isLocalItem, type ShoppingChange } from '../../../machines/support/shoppingChanges.ts';
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
    subscribe: live.subscribe,
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

function start(server = fakeServer(), storage = memoryStorage()) {
  const actor = createActor(shoppingListMachine, { input: input(server.client, storage) }).start();
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
    expect(saved.value.pending).toHaveLength(3);

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

  it('a page opened offline shows the list kept on the device and sends its queue later', async () => {
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

    const realLists = server.client.getShoppingLists;
    server.client.getShoppingLists = vi.fn(async () => Promise.reject(offline()));
    vi.useFakeTimers();
    const second = start(server, storage);
    await vi.waitFor(() => expect(second.actor.getSnapshot().hasTag('offline')).toBe(true));
    expect(second.texts()).toEqual(['milk', 'bread']);
    expect(second.actor.getSnapshot().context.lists).toHaveLength(1);

    // Back online: after the pause the queue goes out by itself.
    server.client.getShoppingLists = realLists;
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
  const loaded = done('load', { lists: [summary(emptyList())], list: emptyList() });
  const typed = { type: 'draft.change', text: 'milk' } as const;
  const add = { type: 'item.add' } as const;
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['loaded', [loaded], { ready: { sync: 'synced', view: 'browsing' } }],
    ['a change is sent', [loaded, typed, add], { ready: { sync: 'sending' } }],
    ['offline', [loaded, typed, add, failed('send', offline())], { ready: { sync: 'offline' } }],
    [
      'offline, tried again after a pause',
      [loaded, typed, add, failed('send', offline()), elapsed('retry', 'shoppingList.ready.sync.offline')],
      { ready: { sync: 'sending' } },
    ],
    [
      'busy, tried again when the connection is back',
      [loaded, typed, add, failed('send', refused(429, 'Too many')), { type: 'connection.online' }],
      { ready: { sync: 'sending' } },
    ],
    [
      'busy, tried again after a pause',
      [
        loaded,
        typed,
        add,
        failed('send', refused(500, 'x')),
        elapsed('retry', 'shoppingList.ready.sync.retrying'),
      ],
      { ready: { sync: 'sending' } },
    ],
    ['sent', [loaded, typed, add, done('send', emptyList())], { ready: { sync: 'synced' } }],
    [
      'refused, read again',
      [loaded, typed, add, failed('send', refused(400, 'x'))],
      { ready: { sync: 'refreshing' } },
    ],
    [
      'reading again fails offline',
      [loaded, { type: 'connection.online' }, failed('refresh', offline())],
      { ready: { sync: 'offline' } },
    ],
    [
      'reading again fails busy',
      [loaded, { type: 'connection.online' }, failed('refresh', refused(503, 'x'))],
      { ready: { sync: 'retrying' } },
    ],
    [
      'reading again is refused',
      [loaded, { type: 'connection.online' }, failed('refresh', refused(404, 'x'))],
      { ready: { sync: 'synced' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(shoppingListMachine, input(server.client), events).matches(expected as never)).toBe(
      true,
    );
  });
});
