// The shopping list (issues 20 and 26). One actor per signed-in member lives beside the app (the member's shell),
// so every change to a list goes one way, whichever page makes it: a line typed on /shopping, a recipe's
// ingredients from its page, a cookbook's from its page, a week of the meal plan from /plan. Each change shows at once and is queued on the device
// (kept in local storage with the last list the server answered), then sent in order with an operation id the
// server applies once: offline, the queue waits for the connection and nothing is lost; a change the server
// refuses is dropped with its reason. The actor stays `dormant` (no request) until /shopping is opened or a
// change is queued. Others' changes arrive as a live `shopping.changed` and are read again; a list that is no
// longer shared with the member (the friendship ended) is said to be gone and their own list opens instead. Only
// the owner shares the list (with friends, or a cookbook's owners). The calls live in shoppingListCalls.ts.
import type { ShoppingItem, ShoppingList, ShoppingListSummary } from '@potluck/contract';
import { type Aisle, shoppingLimits } from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import {
  type Loaded,
  type ShareOptions,
  type ShareTarget,
  type ShoppingListClient,
  shoppingListActors,
} from './shoppingListCalls.ts';
import type { Clock, KeyValueStorage, Random } from './support/env.ts';
import { serverMessageOf, statusOf } from './support/errors.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import {
  dropSent,
  enqueue,
  failureOf,
  isTemporary,
  isUnreachable,
  keep,
  readKept,
  replaceId,
  retryDelayMs,
  type Unsent,
  withoutChangesFor,
} from './support/offlineQueue.ts';
import type { Id } from './support/records.ts';
import { type ShoppingChange, targetOf, withPending } from './support/shoppingChanges.ts';
import { shoppingListKey } from './support/storageKeys.ts';

export type { ShareOptions, ShareTarget, ShoppingListClient };
export { retryDelayMs };

export type ShoppingListInput = {
  client: ShoppingListClient;
  /** The member whose device this is: their queue and last list are kept under their id. */
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

type Editing = { itemId: Id; text: string; aisle: Aisle };

type ShoppingListContext = ShoppingListInput & {
  /** The lists the member can open: their own first. */
  lists: ShoppingListSummary[];
  /** The list on screen (null until the first answer, or the saved one). */
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

export const goneMessage = 'This list is no longer shared with you.';

type Saved = Pick<ShoppingListContext, 'lists' | 'listId' | 'server' | 'pending'>;

const readSaved = (input: ShoppingListInput): Saved =>
  readKept<Saved>(input.storage, shoppingListKey(input.memberId), input.now(), {
    lists: [],
    listId: null,
    server: null,
    pending: [],
  });

/** The list on screen: the server's last answer with the queued changes on top. */
export function shownList(context: Pick<ShoppingListContext, 'server' | 'pending'>): ShoppingList | null {
  return context.server && withPending(context.server, context.pending);
}

/** The member's own list, once known ('' before: the change is given its id when the lists are read). */
const ownListId = (context: ShoppingListContext): Id =>
  context.lists.find((list) => list.ownerId === context.memberId)?.id ?? '';

type Args = { context: ShoppingListContext; event: ShoppingListEvent };

/**
 * The one step every change the member makes is queued by: `made` says which change (and for which list) the event
 * makes, or none; it is named for the server (its operation id) and queued last.
 */
const queueing =
  (made: (args: Args) => Unsent<ShoppingChange> | undefined) =>
  ({ context, event }: Args): ShoppingChange[] => {
    const change = made({ context, event });
    return change ? enqueue(context.pending, context.random, change) : context.pending;
  };

type ChangeOf<K extends ShoppingChange['kind']> = Omit<
  Extract<ShoppingChange, { kind: K }>,
  'listId' | 'operationId'
>;
type ListChange = { [K in ShoppingChange['kind']]: ChangeOf<K> }[ShoppingChange['kind']];

/** A change to the list on screen. */
const toShownList = (context: ShoppingListContext, change: ListChange) =>
  ({ ...change, listId: context.listId ?? '' }) as Unsent<ShoppingChange>;
/** A change made from another page (a recipe's, a cookbook's, the plan's): to the member's own list. */
const toOwnList = (context: ShoppingListContext, change: ListChange) =>
  ({ ...change, listId: ownListId(context) }) as Unsent<ShoppingChange>;

/** The item on screen an item event is about. */
const itemOf = (context: ShoppingListContext, itemId: Id | undefined) =>
  itemId === undefined ? undefined : shownList(context)?.items.find((item) => item.id === itemId);

const itemIdOf = (event: ShoppingListEvent) => ('itemId' in event ? event.itemId : undefined);

/** A change to an item, made now (the last change wins per item). */
const updateOf = (
  context: ShoppingListContext,
  item: ShoppingItem,
  change: Extract<ShoppingChange, { kind: 'update' }>['change'],
): ListChange => ({
  kind: 'update',
  item: targetOf(item),
  change,
  changedAt: new Date(context.now()).toISOString(),
});

/** What an edit changes of an item: its text, its aisle, both, or nothing (undefined). */
function editOf(item: ShoppingItem, editing: Editing) {
  const text = editing.text.trim();
  const change = {
    ...(text !== item.text && { text }),
    ...(editing.aisle !== item.aisle && { aisle: editing.aisle }),
  };
  return Object.keys(change).length > 0 ? change : undefined;
}

export const shoppingListMachine = setup({
  types: {
    context: {} as ShoppingListContext,
    events: {} as ShoppingListEvent,
    input: {} as ShoppingListInput,
    emitted: {} as Notice,
  },
  actors: shoppingListActors,
  actions: {
    setLoaded: assign(({ context }, { lists, list, gone }: Loaded) => {
      const own = lists.find((summary) => summary.ownerId === context.memberId)?.id ?? '';
      return {
        lists,
        listId: list.id,
        server: list,
        // Changes made before the member's own list was known go to it; those for a list gone are dropped.
        pending: withoutChangesFor(replaceId(context.pending, 'listId', '', own), 'listId', gone),
      };
    }),
    setServer: assign({
      server: ({ context }, list: ShoppingList | null) =>
        list && list.id === context.listId ? list : context.server,
    }),
    openList: assign({
      listId: ({ event }) => (event.type === 'list.open' ? event.listId : null),
      server: null,
      editing: null,
    }),
    /** The list on screen was unshared: its queued changes cannot be sent; the member's own list opens. */
    forgetGoneList: assign(({ context }) => ({
      pending: withoutChangesFor(context.pending, 'listId', context.listId),
      listId: null,
      server: null,
      editing: null,
    })),
    tellGone: emit(toastNotice(goneMessage, 'error')),
    /** Keeps the queue and the last list on the device, so a reload or a dead battery loses nothing. */
    save: ({ context }) =>
      keep(context.storage, shoppingListKey(context.memberId), context.now(), {
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
      pending: queueing(({ context }) =>
        toShownList(context, { kind: 'add', lines: [context.draft.trim()] }),
      ),
      draft: '',
    }),
    queueRecipe: assign({
      pending: queueing(({ context, event }) => {
        if (event.type !== 'recipe.add') return undefined;
        const { type: _, ...recipe } = event;
        return toOwnList(context, { kind: 'addRecipe', ...recipe });
      }),
    }),
    queueCookbook: assign({
      pending: queueing(({ context, event }) =>
        event.type === 'cookbook.add'
          ? toOwnList(context, { kind: 'addCookbook', cookbookId: event.cookbookId, title: event.title })
          : undefined,
      ),
    }),
    queuePlanEntries: assign({
      pending: queueing(({ context, event }) =>
        event.type === 'planEntries.add'
          ? toOwnList(context, { kind: 'addPlanEntries', planId: event.planId, entryIds: event.entryIds })
          : undefined,
      ),
    }),
    toastPlanEntriesAdded: emit(
      toastNotice('Adding the week’s ingredients to your shopping list.', 'success'),
    ),
    toastRecipeAdded: emit(toastNotice('Added to your shopping list.', 'success')),
    toastTooManyLines: emit(({ event }) =>
      toastNotice(
        `The recipe has ${event.type === 'recipe.add' ? event.lines.length : 0} ingredient lines; at most ${shoppingLimits.linesPerAdd} are added to a shopping list at once.`,
        'error',
      ),
    ),
    toastCookbookAdded: emit(
      toastNotice('Adding every recipe’s ingredients to your shopping list.', 'success'),
    ),
    queueToggle: assign({
      pending: queueing(({ context, event }) => {
        const item = itemOf(context, itemIdOf(event));
        return item && toShownList(context, updateOf(context, item, { checked: !item.checked }));
      }),
    }),
    queueDelete: assign({
      pending: queueing(({ context, event }) => {
        const item = itemOf(context, itemIdOf(event));
        return item && toShownList(context, { kind: 'delete', item: targetOf(item) });
      }),
    }),
    queueEdit: assign({
      pending: queueing(({ context }) => {
        const item = itemOf(context, context.editing?.itemId);
        const change = item && context.editing && editOf(item, context.editing);
        return change ? toShownList(context, updateOf(context, item, change)) : undefined;
      }),
      editing: null,
    }),
    queueClearChecked: assign({
      pending: queueing(({ context }) => toShownList(context, { kind: 'clearChecked' })),
    }),
    dropSent: assign({ pending: ({ context }) => dropSent(context.pending) }),
    tellRefused: emit(({ event }) =>
      toastNotice(
        serverMessageOf(failureOf(event)) ?? 'A change to the shopping list could not be saved.',
        'error',
      ),
    ),
    startEditing: assign({
      editing: ({ context, event }) => {
        const item = itemOf(context, itemIdOf(event));
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
        serverMessageOf(failureOf(event)) ?? 'Sharing could not be changed. Try again.',
    }),
    clearShareError: assign({ shareError: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    hasChecked: ({ context }) => shownList(context)?.items.some((item) => item.checked) ?? false,
    hasDraft: ({ context }) => context.draft.trim().length > 0,
    hasEditText: ({ context }) => (context.editing?.text.trim().length ?? 0) > 0,
    hasLines: ({ event }) => event.type === 'recipe.add' && event.lines.length > 0,
    /** The server takes at most this many lines in one add: said at once rather than after it refuses. */
    hasTooManyLines: ({ event }) =>
      event.type === 'recipe.add' && event.lines.length > shoppingLimits.linesPerAdd,
    isOwner: ({ context }) => context.server?.ownerId === context.memberId,
    isThisList: ({ context, event }) => event.type === 'shopping.changed' && event.listId === context.listId,
    isOtherList: ({ context, event }) => event.type === 'list.open' && event.listId !== context.listId,
    hasSavedList: ({ context }) => context.server !== null,
    wasGone: (_, loaded: Loaded) => loaded.gone !== null,
    /**
     * A list shared with the member answered 404: the share ended (unfriended, unshared, left the cookbook), or an
     * item of it is gone.
     */
    isGone: ({ context, event }) =>
      statusOf(failureOf(event)) === 404 &&
      context.server !== null &&
      context.server.ownerId !== context.memberId,
    unreachable: ({ event }) => isUnreachable(failureOf(event)),
    temporary: ({ event }) => isTemporary(failureOf(event)),
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
  initial: 'dormant',
  // A recipe or a cookbook can be added from any page, whatever the list is doing: shown at once, kept, sent.
  on: {
    'recipe.add': [
      { guard: 'hasTooManyLines', actions: 'toastTooManyLines' },
      { guard: 'hasLines', actions: ['queueRecipe', 'save', 'toastRecipeAdded'] },
    ],
    'cookbook.add': { actions: ['queueCookbook', 'save', 'toastCookbookAdded'] },
    'planEntries.add': { actions: ['queuePlanEntries', 'save', 'toastPlanEntriesAdded'] },
  },
  states: {
    /** Nothing asked yet this visit; changes kept from before (or just queued) wake it to send them. */
    dormant: {
      always: { guard: 'hasPending', target: 'loading' },
      on: { 'list.show': 'loading' },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ client: context.client, listId: context.listId }),
        onDone: [
          {
            guard: { type: 'wasGone', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'setLoaded', params: ({ event }) => event.output }, 'save', 'tellGone'],
          },
          { target: 'ready', actions: [{ type: 'setLoaded', params: ({ event }) => event.output }, 'save'] },
        ],
        onError: [
          // Offline with the list kept from last time: show it, and send the queue when the connection is back.
          { guard: 'hasSavedList', target: 'ready' },
          { guard: 'unreachable', target: 'failed.offline' },
          { target: 'failed' },
        ],
      },
    },
    /**
     * The list could not be read and none is kept on the device: changes made meanwhile (a recipe added offline)
     * stay queued, are shown on their own, and are tried again.
     */
    failed: {
      tags: ['error'],
      initial: 'refused',
      states: { refused: {}, offline: { tags: ['offline'] } },
      after: { retry: { guard: 'hasPending', target: 'loading' } },
      on: {
        'list.reload': 'loading',
        'list.show': 'loading',
        'connection.online': 'loading',
        // A line typed meanwhile is kept like any change, for the member's own list.
        'draft.change': { actions: 'editDraft' },
        'item.add': { guard: 'hasDraft', actions: ['queueAdd', 'save'] },
      },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
      on: {
        'list.open': { guard: 'isOtherList', target: 'loading', actions: 'openList' },
        'list.leave': { target: '.view.browsing', actions: ['stopEditing', 'clearShareError'] },
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
                'list.show': 'refreshing',
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
                  {
                    guard: 'isGone',
                    target: '#shoppingList.loading',
                    actions: ['forgetGoneList', 'save', 'tellGone'],
                  },
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
                  // A shared list answered 404 (its item, or the list itself, is gone): dropped quietly, and the
                  // list read again says which.
                  { guard: 'isGone', target: 'refreshing', actions: ['dropSent', 'save'] },
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
                'edit.save': { guard: 'hasEditText', target: 'browsing', actions: ['queueEdit', 'save'] },
                'edit.cancel': { target: 'browsing', actions: 'stopEditing' },
                'item.edit': { actions: 'startEditing' },
                'item.toggle': { actions: ['queueToggle', 'save'] },
              },
            },
            confirmingClear: {
              on: {
                'clear.confirm': { target: 'browsing', actions: ['queueClearChecked', 'save'] },
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
