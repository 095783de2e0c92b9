// The two regions a shopping list on screen runs side by side (shoppingListMachine.ts puts them together): `sync`
// sends the queued changes one at a time and reads the list again (offline, busy and gone handled here), `view` is
// what the member is doing with it (browsing, editing an item, confirming a clear, sharing). Their actors,
// actions and guards are in setup.ts.
import type { ShoppingChange } from '../support/shoppingChanges.ts';
import type { ShoppingListEvent } from './events.ts';
import { shoppingListSetup } from './setup.ts';

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
});
