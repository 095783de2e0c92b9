// The two regions a shopping list on screen runs side by side (shoppingListMachine.ts puts them together): `sync`
// sends the queued changes one at a time and reads the list again (offline, busy and gone handled here), `view` is
// what the member is doing with it (browsing, editing an item, confirming a clear, sharing). Their actors,
// actions and guards are in setup.ts; the states it shares with every queued thing are machines/queue/states.ts.
import { busyWait, offlineWait, readingAgain, sendingFirst } from '../queue/index.ts';
import { outputOf } from '../support/errors.ts';
import { shareDialog } from '../support/shareDialog.ts';
import type { ShoppingChange } from './changes.ts';
import type { ShoppingListContext, ShoppingListEvent } from './events.ts';
import { shoppingListSetup } from './setup.ts';

type Args = { context: ShoppingListContext; event: ShoppingListEvent };

export const sync = shoppingListSetup.createStateConfig({
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
    refreshing: readingAgain({
      input: ({ context }: { context: ShoppingListContext }) => ({
        client: context.client,
        listId: context.listId ?? '',
      }),
      done: [{ type: 'setServer', params: outputOf }, 'save'],
      gone: '#shoppingList.loading',
    }),
    sending: sendingFirst({
      input: ({ context }: { context: ShoppingListContext }) => ({
        client: context.client,
        change: context.pending[0] as ShoppingChange,
        server: context.server,
      }),
      done: ['dropSent', { type: 'setServer', params: outputOf }, 'save'],
    }),
    offline: offlineWait,
    retrying: busyWait,
  },
});

export const view = shoppingListSetup.createStateConfig({
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
    /** The owner shares the list with friends or cookbooks (support/shareDialog.ts: loading, failed, choosing, sharing, unsharing). */
    sharing: shareDialog({
      back: 'browsing',
      load: 'loadShareOptions',
      setOptions: 'setShareOptions',
      shareInput: ({ context, event }: Args) => ({
        client: context.client,
        listId: context.listId ?? '',
        target: (event as Extract<ShoppingListEvent, { type: 'share.add' }>).target,
      }),
      unshareInput: ({ context, event }: Args) => ({
        client: context.client,
        listId: context.listId ?? '',
        shareId: (event as Extract<ShoppingListEvent, { type: 'share.remove' }>).shareId,
      }),
    }),
  },
});
