// The two regions a week on screen runs side by side (planMachine.ts puts them together): `sync` sends the queued
// changes one at a time and reads the week again (offline, busy and gone handled here), `view` is what the member
// is doing with it (browsing, adding an entry, Undo after a removal, sending the week to the shopping list,
// sharing). Their actors, actions and guards are in setup.ts; the states it shares with every queued thing are
// machines/queue/states.ts.
import { and, not, or, stateIn } from 'xstate';
import { busyWait, offlineWait, readingAgain, sendingFirst } from '../queue/index.ts';
import { outputOf } from '../support/errors.ts';
import { shareDialog } from '../support/shareDialog.ts';
import type { Refreshed } from './calls.ts';
import type { PlanChange } from './changes.ts';
import type { PlanContext } from './context.ts';
import type { PlanEvent } from './events.ts';
import { planSetup } from './setup.ts';

export const sync = planSetup.createStateConfig({
  initial: 'synced',
  states: {
    /** Nothing to send; a change the member makes (or one kept from before) goes out at once. */
    synced: {
      always: { guard: 'hasPending', target: 'sending' },
      on: {
        'plan.changed': { guard: 'isThisPlan', target: 'refreshing' },
        // One of the member's potlucks changed (they answered, it moved, it was cancelled).
        'potluck.changed': 'refreshing',
        'connection.online': 'refreshing',
        'plan.show': 'refreshing',
      },
    },
    refreshing: readingAgain({
      input: ({ context }: { context: PlanContext }) => ({
        client: context.client,
        planId: context.planId ?? '',
        weekStart: context.weekStart,
      }),
      done: [
        { type: 'setServer', params: ({ event }: { event: { output: Refreshed } }) => event.output.week },
        {
          type: 'setPotlucks',
          params: ({ event }: { event: { output: Refreshed } }) => event.output.potlucks,
        },
        'save',
      ],
      gone: '#plan.loading',
    }),
    sending: sendingFirst({
      input: ({ context }: { context: PlanContext }) => ({
        client: context.client,
        change: context.pending[0] as PlanChange,
        weekStart: context.weekStart,
      }),
      done: [{ type: 'setSent', params: outputOf }, 'save'],
    }),
    offline: offlineWait,
    retrying: busyWait,
  },
});

export const view = planSetup.createStateConfig({
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'add.open': { target: 'adding', actions: 'startDraft' },
        'share.open': { guard: 'isOwner', target: 'sharing' },
        'week.toList': [
          { guard: 'hasNothingToList', actions: 'toastNothingToList' },
          { guard: 'wasListedBefore', target: 'confirmingList' },
          {
            actions: [
              { type: 'sendToList', params: 'all' },
              { type: 'markListed', params: 'all' },
            ],
          },
        ],
      },
    },
    /** Some of the week's recipes were added to the shopping list before: only the new ones, or all again? */
    confirmingList: {
      on: {
        'toList.new': {
          guard: 'hasNewToList',
          target: 'browsing',
          actions: [
            { type: 'sendToList', params: 'new' },
            { type: 'markListed', params: 'new' },
          ],
        },
        'toList.all': {
          target: 'browsing',
          actions: [
            { type: 'sendToList', params: 'all' },
            { type: 'markListed', params: 'all' },
          ],
        },
        'toList.cancel': 'browsing',
      },
    },
    adding: {
      initial: 'editing',
      on: {
        'add.change': { actions: 'editDraft' },
        'add.choose': { actions: 'chooseRecipe' },
        'add.close': 'browsing',
        'add.save': { guard: 'hasDraftEntry', target: 'browsing', actions: ['queueDraft', 'save'] },
      },
      states: {
        editing: {
          on: {
            'add.search': { guard: 'hasQuery', target: 'searching' },
            'add.openCookbook': 'openingCookbook',
          },
        },
        /** A cookbook the search found is read for its recipes. */
        openingCookbook: {
          tags: ['searching'],
          invoke: {
            id: 'openCookbook',
            src: 'openCookbook',
            input: ({ context, event }) => ({
              client: context.client,
              cookbookId: event.type === 'add.openCookbook' ? event.cookbookId : '',
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'setOpenedCookbook', params: ({ event }) => event.output },
            },
            onError: 'searchFailed',
          },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ client: context.client, query: context.draft.query.trim() }),
            onDone: {
              target: 'editing',
              actions: { type: 'setFound', params: ({ event }) => event.output },
            },
            onError: 'searchFailed',
          },
        },
        searchFailed: {
          tags: ['error'],
          on: { 'add.search': { guard: 'hasQuery', target: 'searching' } },
        },
      },
    },
    /** A removal was queued: Undo is offered for a while, as a notice rather than a confirmation. */
    removed: {
      after: { undoWindow: 'browsing' },
      on: {
        'removal.dismiss': 'browsing',
        'removal.undo': [
          {
            guard: or([
              and(['removalQueued', not('removalIsFirst')]),
              and(['removalQueued', not(stateIn({ ready: { sync: 'sending' } }))]),
            ]),
            target: 'browsing',
            actions: ['unqueueRemoval', 'save'],
          },
          { target: 'browsing', actions: ['queueReAdd', 'save'] },
        ],
        'add.open': { target: 'adding', actions: 'startDraft' },
      },
    },
    /** The owner shares the plan with friends (support/shareDialog.ts: loading, failed, choosing, sharing, unsharing). */
    sharing: shareDialog({
      back: 'browsing',
      load: 'loadFriends',
      setOptions: 'setFriends',
      shareInput: ({ context, event }: { context: PlanContext; event: PlanEvent }) => ({
        client: context.client,
        planId: context.planId ?? '',
        memberId: (event as Extract<PlanEvent, { type: 'share.add' }>).memberId,
        weekStart: context.weekStart,
      }),
      unshareInput: ({ context, event }: { context: PlanContext; event: PlanEvent }) => ({
        client: context.client,
        planId: context.planId ?? '',
        shareId: (event as Extract<PlanEvent, { type: 'share.remove' }>).shareId,
        weekStart: context.weekStart,
      }),
    }),
  },
});
