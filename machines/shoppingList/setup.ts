// The shopping list's setup: its types, and its actors, actions and guards by name, with the one queueing step
// every change the member makes goes through (the queue itself is machines/queue/, the meal plan's too). The chart
// that says when each runs is shoppingListMachine.ts (the top) and regions.ts (sync and view).
import type { ShoppingItem, ShoppingList } from '@potluck/contract';
import { shoppingLimits } from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import {
  dropSent,
  enqueue,
  isGone,
  keptQueue,
  replaceId,
  retryDelayMs,
  temporary,
  thingsGone,
  type Unsent,
  unreachable,
  withoutChangesFor,
} from '../queue/index.ts';
import { failureOf, serverMessageOf } from '../support/errors.ts';
import { type Notice, toastNotice } from '../support/notices.ts';
import type { Id } from '../support/records.ts';
import { shareErrorOf } from '../support/shareDialog.ts';
import { shoppingListKey } from '../support/storageKeys.ts';
import { type Loaded, type ShareOptions, shoppingListActors } from './calls.ts';
import { isShoppingChange, type ShoppingChange, targetOf, withPending } from './changes.ts';
import type { Editing, ShoppingListContext, ShoppingListEvent, ShoppingListInput } from './events.ts';

export { retryDelayMs };

export const goneMessage = 'This list is no longer shared with you.';

/** The member's changes not yet sent, as the device keeps them (machines/queue/kept.ts). */
export const keptChanges = keptQueue(shoppingListKey, isShoppingChange);

/** The lists the queue has changes for that the member can no longer open, and the one asked for if it is gone. */
const goneLists = (context: ShoppingListContext, { lists, gone }: Loaded): Id[] =>
  thingsGone(context.pending, 'listId', lists, gone);

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

export const shoppingListSetup = setup({
  types: {
    context: {} as ShoppingListContext,
    events: {} as ShoppingListEvent,
    input: {} as ShoppingListInput,
    emitted: {} as Notice,
  },
  actors: shoppingListActors,
  actions: {
    setLoaded: assign(({ context }, loaded: Loaded) => {
      const { lists, list } = loaded;
      const own = lists.find((summary) => summary.ownerId === context.memberId)?.id ?? '';
      return {
        lists,
        listId: list.id,
        server: list,
        // Changes made before the member's own list was known go to it; those for a list gone are dropped.
        pending: withoutChangesFor(
          replaceId(context.pending, 'listId', '', own),
          'listId',
          goneLists(context, loaded),
        ),
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
    forgetGone: assign(({ context }) => ({
      pending: withoutChangesFor(context.pending, 'listId', [context.listId]),
      listId: null,
      server: null,
      editing: null,
    })),
    tellGone: emit(toastNotice(goneMessage, 'error')),
    save: ({ context }) => keptChanges.keep(context),
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
    setShareError: assign({ shareError: ({ event }) => shareErrorOf(event) }),
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
    wasGone: ({ context }, loaded: Loaded) => goneLists(context, loaded).length > 0,
    // Read alike by every thing whose changes are queued (machines/queue/failures.ts).
    isGone,
    unreachable,
    temporary,
  },
  delays: { retry: retryDelayMs },
});
