// The shopping list (issue 20). The member's own list opens first; lists friends share with them can be opened
// too. Every change the member makes shows at once and is queued on the device (kept in local storage with the
// last list the server answered), then sent in order: offline, the queue waits for the connection and nothing
// typed is lost; a change the server refuses is dropped with its reason. Others' changes arrive as a live
// `shopping.changed` and are read again. Only the owner shares the list (with friends, or a cookbook's owners).
import type { ShoppingList, ShoppingListSummary, SubscribeToLiveUpdates } from '@potluck/contract';
import { type Aisle, shoppingLimits } from '@potluck/domain';
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { Clock, KeyValueStorage, Random } from './support/env.ts';
import { serverMessageOf, statusOf } from './support/errors.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import type { Cookbook, Friend, Id } from './support/records.ts';
import {
  newOperationId,
  type ShoppingChange,
  serverItemId,
  targetOf,
  withPending,
} from './support/shoppingChanges.ts';
import { readCache, shoppingListKey, writeCache } from './support/storageKeys.ts';

export type ShareTarget = { memberId: Id } | { cookbookId: Id };

export interface ShoppingListClient {
  getShoppingLists(): Promise<ShoppingListSummary[]>;
  getShoppingList(listId: Id): Promise<ShoppingList>;
  addShoppingLines(listId: Id, lines: string[], operationId?: string): Promise<ShoppingList>;
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
  subscribe: SubscribeToLiveUpdates;
}

export type ShoppingListInput = {
  client: ShoppingListClient;
  /** The member whose device this is: their queue and last list are kept under their id. */
  memberId: Id;
  storage: KeyValueStorage;
  now: Clock;
  random: Random;
};

export type ShoppingListEvent =
  | { type: 'list.reload' }
  /** Another list of those the member can open (their own or one shared with them). */
  | { type: 'list.open'; listId: Id }
  | { type: 'draft.change'; text: string }
  | { type: 'item.add' }
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

export type ShareOptions = { friends: Friend[]; cookbooks: Cookbook[] };
type Editing = { itemId: Id; text: string; aisle: Aisle };

type ShoppingListContext = ShoppingListInput & {
  /** The lists the member can open: their own first. */
  lists: ShoppingListSummary[];
  /** The list on screen (null until the first answer, or the saved one). */
  listId: Id | null;
  /** The server's last answer for that list. */
  server: ShoppingList | null;
  /** Changes not yet sent, oldest first, of any list. */
  pending: ShoppingChange[];
  draft: string;
  editing: Editing | null;
  shareOptions: ShareOptions;
  shareError: string | null;
};

/** How long the queue waits before trying again after the server could not be reached or was busy. */
export const retryDelayMs = 10_000;

type Saved = Pick<ShoppingListContext, 'lists' | 'listId' | 'server' | 'pending'>;

function readSaved(input: ShoppingListInput): Saved {
  const saved = readCache<Saved>(input.storage, shoppingListKey(input.memberId), input.now());
  return {
    lists: Array.isArray(saved?.lists) ? saved.lists : [],
    listId: saved?.listId ?? null,
    server: saved?.server ?? null,
    pending: Array.isArray(saved?.pending) ? saved.pending : [],
  };
}

/** The list on screen: the server's last answer with the queued changes on top. */
export function shownList(context: Pick<ShoppingListContext, 'server' | 'pending'>): ShoppingList | null {
  return context.server && withPending(context.server, context.pending);
}

const changeOf = (event: ShoppingListEvent) => event as Extract<ShoppingListEvent, { itemId: Id }>;

/** The server could not be reached (the client's status 0): the device is offline. */
const isUnreachable = (error: unknown) => statusOf(error) === 0;
/**
 * The server busy (429) or failing (5xx), or the session gone (401: the app logs out and leaves the page): the
 * change stays queued and is sent again, never dropped for it.
 */
const isTemporary = (error: unknown) => {
  const status = statusOf(error) ?? 500;
  return status === 429 || status === 401 || status >= 500;
};

type LoadInput = { client: ShoppingListClient; listId: Id | null };

export const shoppingListMachine = setup({
  types: {
    context: {} as ShoppingListContext,
    events: {} as ShoppingListEvent,
    input: {} as ShoppingListInput,
    emitted: {} as Notice,
  },
  actors: {
    load: fromPromise<{ lists: ShoppingListSummary[]; list: ShoppingList }, LoadInput>(async ({ input }) => {
      const lists = await input.client.getShoppingLists();
      // The list asked for while it can still be opened; the member's own otherwise.
      const id = lists.find((list) => list.id === input.listId)?.id ?? lists[0]?.id;
      if (!id) throw new Error('No shopping list');
      return { lists, list: await input.client.getShoppingList(id) };
    }),
    refresh: fromPromise<ShoppingList, { client: ShoppingListClient; listId: Id }>(({ input }) =>
      input.client.getShoppingList(input.listId),
    ),
    send: fromPromise<
      ShoppingList | null,
      { client: ShoppingListClient; change: ShoppingChange; server: ShoppingList | null }
    >(async ({ input: { client, change, server } }) => {
      switch (change.kind) {
        case 'add':
          return client.addShoppingLines(change.listId, change.lines, change.operationId);
        case 'clearChecked':
          return client.clearCheckedShoppingItems(change.listId);
        default: {
          // An item added on this device is found in the list the server answered after its line was saved.
          const list = server?.id === change.listId ? server : await client.getShoppingList(change.listId);
          const itemId = serverItemId(list, change.item);
          // Gone already (someone deleted it, or its line was refused): nothing to change.
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
    }),
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
    liveUpdates: fromCallback<ShoppingListEvent, { client: ShoppingListClient }>(({ input, sendBack }) =>
      input.client.subscribe((update) => {
        if (update.type === 'shopping.changed') sendBack(update);
      }),
    ),
  },
  actions: {
    setLoaded: assign((_, { lists, list }: { lists: ShoppingListSummary[]; list: ShoppingList }) => ({
      lists,
      listId: list.id,
      server: list,
    })),
    setServer: assign({
      server: ({ context }, list: ShoppingList | null) =>
        list && list.id === context.listId ? list : context.server,
    }),
    openList: assign({
      listId: ({ event }) => (event.type === 'list.open' ? event.listId : null),
      server: null,
      editing: null,
    }),
    /** Keeps the queue and the last list on the device, so a reload or a dead battery loses nothing. */
    save: ({ context }) =>
      writeCache(context.storage, shoppingListKey(context.memberId), context.now(), {
        lists: context.lists,
        listId: context.listId,
        server: context.server,
        pending: context.pending,
      } satisfies Saved),
    editDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'draft.change' ? event.text.slice(0, shoppingLimits.lineLength) : context.draft,
    }),
    queueAdd: assign({
      pending: ({ context }) => [
        ...context.pending,
        {
          kind: 'add',
          listId: context.listId ?? '',
          operationId: newOperationId(context.random),
          lines: [context.draft.trim()],
        } satisfies ShoppingChange,
      ],
      draft: '',
    }),
    queueToggle: assign({
      pending: ({ context, event }) => {
        const item = shownList(context)?.items.find((i) => i.id === changeOf(event).itemId);
        if (!item) return context.pending;
        return [
          ...context.pending,
          {
            kind: 'update',
            listId: context.listId ?? '',
            operationId: newOperationId(context.random),
            item: targetOf(item),
            change: { checked: !item.checked },
            changedAt: new Date(context.now()).toISOString(),
          } satisfies ShoppingChange,
        ];
      },
    }),
    queueDelete: assign({
      pending: ({ context, event }) => {
        const item = shownList(context)?.items.find((i) => i.id === changeOf(event).itemId);
        if (!item) return context.pending;
        return [
          ...context.pending,
          {
            kind: 'delete',
            listId: context.listId ?? '',
            operationId: newOperationId(context.random),
            item: targetOf(item),
          } satisfies ShoppingChange,
        ];
      },
    }),
    queueEdit: assign({
      pending: ({ context }) => {
        const item = shownList(context)?.items.find((i) => i.id === context.editing?.itemId);
        if (!item || !context.editing) return context.pending;
        const text = context.editing.text.trim();
        const change = {
          ...(text !== item.text && { text }),
          ...(context.editing.aisle !== item.aisle && { aisle: context.editing.aisle }),
        };
        if (Object.keys(change).length === 0) return context.pending;
        return [
          ...context.pending,
          {
            kind: 'update',
            listId: context.listId ?? '',
            operationId: newOperationId(context.random),
            item: targetOf(item),
            change,
            changedAt: new Date(context.now()).toISOString(),
          } satisfies ShoppingChange,
        ];
      },
      editing: null,
    }),
    queueClearChecked: assign({
      pending: ({ context }) => [
        ...context.pending,
        {
          kind: 'clearChecked',
          listId: context.listId ?? '',
          operationId: newOperationId(context.random),
        } satisfies ShoppingChange,
      ],
    }),
    dropSent: assign({ pending: ({ context }) => context.pending.slice(1) }),
    tellRefused: emit(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return toastNotice(
        serverMessageOf(error) ?? 'A change to the shopping list could not be saved.',
        'error',
      );
    }),
    startEditing: assign({
      editing: ({ context, event }) => {
        const item = shownList(context)?.items.find((i) => i.id === changeOf(event).itemId);
        return item ? { itemId: item.id, text: item.text, aisle: item.aisle } : null;
      },
    }),
    editItem: assign({
      editing: ({ context, event }) => {
        if (event.type !== 'edit.change' || !context.editing) return context.editing;
        return {
          ...context.editing,
          ...(event.text !== undefined && { text: event.text.slice(0, shoppingLimits.lineLength) }),
          ...(event.aisle !== undefined && { aisle: event.aisle }),
        };
      },
    }),
    stopEditing: assign({ editing: null }),
    setShareOptions: assign({ shareOptions: (_, options: ShareOptions) => options }),
    setShareError: assign({
      shareError: ({ event }) =>
        serverMessageOf((event as { error?: unknown }).error) ?? 'Sharing could not be changed. Try again.',
    }),
    clearShareError: assign({ shareError: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    hasChecked: ({ context }) => shownList(context)?.items.some((item) => item.checked) ?? false,
    hasDraft: ({ context }) => context.draft.trim().length > 0,
    hasEditText: ({ context }) => (context.editing?.text.trim().length ?? 0) > 0,
    isOwner: ({ context }) => context.server?.ownerId === context.memberId,
    isThisList: ({ context, event }) => event.type === 'shopping.changed' && event.listId === context.listId,
    isOtherList: ({ context, event }) => event.type === 'list.open' && event.listId !== context.listId,
    hasSavedList: ({ context }) => context.server !== null,
    unreachable: ({ event }) => isUnreachable((event as { error?: unknown }).error),
    temporary: ({ event }) => isTemporary((event as { error?: unknown }).error),
  },
  delays: { retry: retryDelayMs },
}).createMachine({
  id: 'shoppingList',
  context: ({ input }) => ({
    ...input,
    ...readSaved(input),
    draft: '',
    editing: null,
    shareOptions: { friends: [], cookbooks: [] },
    shareError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ client: context.client, listId: context.listId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'setLoaded', params: ({ event }) => event.output }, 'save'],
        },
        onError: [
          // Offline with the list kept from last time: show it, and send the queue when the connection is back.
          { guard: 'hasSavedList', target: 'ready' },
          { target: 'failed' },
        ],
      },
    },
    failed: { tags: ['error'], on: { 'list.reload': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
      on: {
        'list.open': { guard: 'isOtherList', target: 'loading', actions: 'openList' },
      },
      states: {
        sync: {
          initial: 'synced',
          states: {
            /** Nothing to send; a change the member makes (or one kept from before) goes out at once. */
            synced: {
              always: { guard: 'hasPending', target: 'sending' },
              on: {
                'shopping.changed': { guard: 'isThisList', target: 'refreshing' },
                'connection.online': 'refreshing',
              },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh',
                input: ({ context }) => ({ client: context.client, listId: context.listId ?? '' }),
                onDone: {
                  target: 'synced',
                  actions: [{ type: 'setServer', params: ({ event }) => event.output }, 'save'],
                },
                onError: [
                  { guard: 'unreachable', target: 'offline' },
                  { guard: 'temporary', target: 'retrying' },
                  { target: 'synced' },
                ],
              },
            },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({
                  client: context.client,
                  change: context.pending[0] as ShoppingChange,
                  server: context.server,
                }),
                onDone: {
                  target: 'synced',
                  actions: ['dropSent', { type: 'setServer', params: ({ event }) => event.output }, 'save'],
                },
                onError: [
                  { guard: 'unreachable', target: 'offline' },
                  { guard: 'temporary', target: 'retrying' },
                  // Refused (the item is gone, the list is full, the line is not valid): dropped, and said why.
                  { target: 'refreshing', actions: ['dropSent', 'save', 'tellRefused'] },
                ],
              },
            },
            /** The server could not be reached: changes stay queued until the connection is back. */
            offline: {
              tags: ['offline'],
              after: { retry: 'synced' },
              on: { 'connection.online': 'synced' },
            },
            /** The server was busy or failing: the queue is tried again after a pause. */
            retrying: {
              after: { retry: 'synced' },
              on: { 'connection.online': 'synced' },
            },
          },
        },
        view: {
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                'draft.change': { actions: 'editDraft' },
                'item.add': { guard: 'hasDraft', actions: ['queueAdd', 'save'] },
                'item.toggle': { actions: ['queueToggle', 'save'] },
                'item.delete': { actions: ['queueDelete', 'save'] },
                'item.edit': { target: 'editing', actions: 'startEditing' },
                'checked.clear': { guard: 'hasChecked', target: 'confirmingClear' },
                'share.open': { guard: 'isOwner', target: 'sharing' },
              },
            },
            editing: {
              on: {
                'edit.change': { actions: 'editItem' },
                'edit.save': {
                  guard: 'hasEditText',
                  target: 'browsing',
                  actions: ['queueEdit', 'save'],
                },
                'edit.cancel': { target: 'browsing', actions: 'stopEditing' },
                'item.edit': { actions: 'startEditing' },
                'item.toggle': { actions: ['queueToggle', 'save'] },
              },
            },
            confirmingClear: {
              on: {
                'clear.confirm': {
                  target: 'browsing',
                  actions: ['queueClearChecked', 'save'],
                },
                'clear.cancel': 'browsing',
              },
            },
            sharing: {
              initial: 'loading',
              on: { 'share.close': { target: 'browsing', actions: 'clearShareError' } },
              states: {
                loading: {
                  tags: ['loading-options'],
                  invoke: {
                    id: 'loadShareOptions',
                    src: 'loadShareOptions',
                    input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
                    onDone: {
                      target: 'choosing',
                      actions: { type: 'setShareOptions', params: ({ event }) => event.output },
                    },
                    onError: 'failed',
                  },
                },
                failed: { tags: ['error'], on: { 'share.retry': 'loading' } },
                choosing: {
                  on: {
                    'share.add': { target: 'sharing', actions: 'clearShareError' },
                    'share.remove': { target: 'unsharing', actions: 'clearShareError' },
                  },
                },
                sharing: {
                  tags: ['busy'],
                  invoke: {
                    id: 'share',
                    src: 'share',
                    input: ({ context, event }) => ({
                      client: context.client,
                      listId: context.listId ?? '',
                      target: (event as Extract<ShoppingListEvent, { type: 'share.add' }>).target,
                    }),
                    onDone: {
                      target: 'choosing',
                      actions: [{ type: 'setServer', params: ({ event }) => event.output }, 'save'],
                    },
                    onError: { target: 'choosing', actions: 'setShareError' },
                  },
                },
                unsharing: {
                  tags: ['busy'],
                  invoke: {
                    id: 'unshare',
                    src: 'unshare',
                    input: ({ context, event }) => ({
                      client: context.client,
                      listId: context.listId ?? '',
                      shareId: (event as Extract<ShoppingListEvent, { type: 'share.remove' }>).shareId,
                    }),
                    onDone: {
                      target: 'choosing',
                      actions: [{ type: 'setServer', params: ({ event }) => event.output }, 'save'],
                    },
                    onError: { target: 'choosing', actions: 'setShareError' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
