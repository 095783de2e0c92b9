// The meal plan ("Plan the week"). One actor per signed-in member lives in the member's shell, like the shopping
// list, so every change to a plan goes one way whichever page makes it: an entry added on /plan, a recipe planned
// from its page. Each change shows at once and is queued on the device (kept in local storage with the last week
// the server answered), then sent in order with an operation id of the member's own: offline, the queue waits for
// the connection; a change the server refuses is dropped with its reason. A removal shows an Undo notice for a
// while: Undo takes the removal out of the queue, or adds the entry back once it was sent. Others' changes arrive
// as a live `plan.changed` and the week is read again; a plan no longer shared with the member gives way to their
// own. Only the owner shares. "Add this week to the shopping list" sends the week's recipe entries to the
// shopping list's queue (asking first when some were added before). The member's own potlucks of the week are
// read with it (on its load, when it is read again, and on a live `potluck.changed`) and shown on their days
// (support/planPotlucks.ts). The calls live in planCalls.ts, the context's reads in support/planContext.ts, the
// events and the steps of its actions in support/planQueue.ts.
import type { PlanWeek } from '@potluck/contract';
import { planLimits, shortDayName } from '@potluck/domain';
import { and, assign, emit, not, or, setup, stateIn } from 'xstate';
import {
  type Found,
  type FoundRecipe,
  type Loaded,
  type OpenedCookbook,
  planActors,
  type Sent,
} from './planCalls.ts';
import { serverMessageOf, statusOf } from './support/errors.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import {
  dropSent,
  failureOf,
  isTemporary,
  isUnreachable,
  keep,
  replaceId,
  retryDelayMs,
  withoutChangesFor,
  withoutOperation,
} from './support/offlineQueue.ts';
import { type NewEntry, newEntryOf, type PlanChange } from './support/planChanges.ts';
import {
  emptyDraft,
  ownPlanId,
  type PlanContext,
  type PlanInput,
  readSaved,
  type Saved,
  shiftWeek,
  thisWeek,
  today,
  weekOnScreen,
} from './support/planContext.ts';
import type { PlanPotluck } from './support/planPotlucks.ts';
import {
  addOf,
  clampServings,
  entryIdOf,
  entryOf,
  type PlanEvent,
  queued,
  shownWeek,
  update,
} from './support/planQueue.ts';
import {
  entriesToList,
  listedCounts,
  type PlanEntriesToList,
  stillListed,
  type ToList,
} from './support/planToList.ts';
import { planKey } from './support/storageKeys.ts';

export type { FoundRecipe, PlanContext, PlanEntriesToList, PlanEvent, PlanInput };
export { retryDelayMs, shownWeek };
/** How long Undo stays offered after a removal. */
export const undoWindowMs = 6_000;

export const goneMessage = 'This plan is no longer shared with you.';

export const planMachine = setup({
  types: {
    context: {} as PlanContext,
    events: {} as PlanEvent,
    input: {} as PlanInput,
    emitted: {} as Notice | PlanEntriesToList,
  },
  actors: planActors,
  actions: {
    setLoaded: assign(({ context }, { plans, week, gone, potlucks }: Loaded) => {
      const own = plans.find((plan) => plan.ownerId === context.memberId)?.id ?? '';
      return {
        plans,
        planId: week.id,
        server: week,
        potlucks: potlucks ?? context.potlucks,
        listed: stillListed(context.listed, week),
        // Changes made before the member's own plan was known go to it; those for a plan gone are dropped.
        pending: withoutChangesFor(replaceId(context.pending, 'planId', '', own), 'planId', gone),
      };
    }),
    setServer: assign(({ context }, week: PlanWeek | null) => {
      const server =
        week && week.id === context.planId && week.weekStart === context.weekStart ? week : context.server;
      return { server, listed: stillListed(context.listed, server) };
    }),
    /** The potlucks read with the week; not read (null), those read before stay (the selector shows a day's only). */
    setPotlucks: assign({
      potlucks: ({ context }, potlucks: PlanPotluck[] | null) => potlucks ?? context.potlucks,
    }),
    setSent: assign(({ context }, sent: Sent) => {
      const add = context.pending.find((change) => change.operationId === sent.operationId);
      const rest = withoutOperation(context.pending, sent.operationId);
      const week = sent.week;
      return {
        // Once an add is saved, the changes queued after it name the entry by the id the server gave it.
        pending: add && sent.entryId ? replaceId(rest, 'entryId', add.entryId, sent.entryId) : rest,
        server:
          week && week.id === context.planId && week.weekStart === context.weekStart ? week : context.server,
      };
    }),
    dropRefused: assign({ pending: ({ context }) => dropSent(context.pending) }),
    openPlan: assign({ planId: ({ event }) => (event.type === 'plan.open' ? event.planId : null) }),
    weekBefore: assign({ weekStart: ({ context }) => shiftWeek(context.weekStart, -1) }),
    weekAfter: assign({ weekStart: ({ context }) => shiftWeek(context.weekStart, 1) }),
    weekOfToday: assign({ weekStart: ({ context }) => thisWeek(context.now) }),
    /** The plan on screen was unshared: its queued changes cannot be sent; the member's own plan opens. */
    forgetGonePlan: assign(({ context }) => ({
      pending: withoutChangesFor(context.pending, 'planId', context.planId),
      planId: null,
      server: null,
    })),
    tellGone: emit(toastNotice(goneMessage, 'error')),
    /** Keeps the queue and the last week on the device, so a reload or a dead battery loses nothing. */
    save: ({ context }) =>
      keep(context.storage, planKey(context.memberId), context.now(), {
        plans: context.plans,
        planId: context.planId,
        server: context.server,
        pending: context.pending,
      } satisfies Saved),
    startDraft: assign({
      draft: ({ context, event }) => emptyDraft(event.type === 'add.open' ? event.day : today(context.now)),
      found: null,
      foundCookbooks: [],
      openedCookbook: null,
    }),
    editDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'add.change') return context.draft;
        const { type: _, ...change } = event;
        return {
          ...context.draft,
          ...change,
          ...(change.note !== undefined && { note: change.note.slice(0, planLimits.noteLength) }),
          ...(typeof change.servings === 'number' && { servings: clampServings(change.servings) }),
        };
      },
    }),
    chooseRecipe: assign({
      draft: ({ context, event }) =>
        event.type === 'add.choose' ? { ...context.draft, recipe: event.recipe } : context.draft,
    }),
    setFound: assign((_, found: Found) => ({
      found: found.recipes as FoundRecipe[] | null,
      foundCookbooks: found.cookbooks,
      openedCookbook: null,
    })),
    setOpenedCookbook: assign((_, opened: OpenedCookbook) => ({
      found: opened.recipes as FoundRecipe[] | null,
      openedCookbook: opened.title,
    })),
    queueDraft: assign({
      pending: ({ context }) => {
        const { day, meal, servings, note, recipe } = context.draft;
        const entry: NewEntry = recipe
          ? {
              day,
              meal,
              servings,
              recipeId: recipe.recipeId,
              title: recipe.title,
              image: recipe.image,
              note: null,
            }
          : { day, meal, servings, recipeId: null, title: note.trim(), image: null, note: note.trim() };
        return queued(context, context.planId ?? '', addOf(entry));
      },
    }),
    queueRecipe: assign({
      pending: ({ context, event }) => {
        if (event.type !== 'recipe.plan') return context.pending;
        const { type: _, ...entry } = event;
        return queued(context, ownPlanId(context), addOf({ ...entry, note: null }));
      },
    }),
    toastPlanned: emit(({ event }) =>
      toastNotice(
        event.type === 'recipe.plan'
          ? `Planned for ${shortDayName(event.day)}, ${event.meal}.`
          : 'Added to your meal plan.',
        'success',
      ),
    ),
    queueMove: assign({
      pending: ({ context, event }) =>
        event.type === 'entry.move'
          ? update(context, event, {
              ...(event.day !== undefined && { day: event.day }),
              ...(event.meal !== undefined && { meal: event.meal }),
            })
          : context.pending,
    }),
    queueServings: assign({
      pending: ({ context, event }) =>
        event.type === 'entry.servings'
          ? update(context, event, { servings: clampServings(event.servings) })
          : context.pending,
    }),
    queueRemove: assign(({ context, event }) => {
      const entry = entryOf(context, entryIdOf(event));
      if (!entry || !context.planId) return {};
      const pending = queued(context, context.planId, { kind: 'remove', entryId: entry.id });
      return { pending, removed: { operationId: pending.at(-1)?.operationId ?? '', entry } };
    }),
    /** Undo before the removal was sent: it never leaves the device. */
    unqueueRemoval: assign({
      pending: ({ context }) => withoutOperation(context.pending, context.removed?.operationId),
    }),
    /** Undo after the removal was sent: the entry is added back as it was (with a new id). */
    queueReAdd: assign({
      pending: ({ context }) =>
        context.removed
          ? queued(context, context.planId ?? '', addOf(newEntryOf(context.removed.entry)))
          : context.pending,
    }),
    tellRefused: emit(({ event }) =>
      toastNotice(
        serverMessageOf(failureOf(event)) ?? 'A change to the meal plan could not be saved.',
        'error',
      ),
    ),
    /** The week's recipe entries go to the member's shopping list's queue (the shell forwards the event). */
    sendToList: emit(({ context }, which: ToList) => ({
      type: 'planEntries.add' as const,
      planId: context.planId ?? '',
      entryIds: entriesToList(shownWeek(context), which),
    })),
    markListed: assign({
      listed: ({ context }, which: ToList) => {
        const at = new Date(context.now()).toISOString();
        const ids = entriesToList(shownWeek(context), which);
        return { ...context.listed, ...Object.fromEntries(ids.map((id) => [id, at])) };
      },
    }),
    toastNothingToList: emit(
      toastNotice('No recipes planned this week to add to the shopping list yet.', 'error'),
    ),
    setFriends: assign({ friends: (_, friends: PlanContext['friends']) => friends }),
    setShareError: assign({
      shareError: ({ event }) =>
        serverMessageOf(failureOf(event)) ?? 'Sharing could not be changed. Try again.',
    }),
    clearShareError: assign({ shareError: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isOwner: ({ context }) => weekOnScreen(context)?.ownerId === context.memberId,
    isThisPlan: ({ context, event }) => event.type === 'plan.changed' && event.planId === context.planId,
    isOtherPlan: ({ context, event }) => event.type === 'plan.open' && event.planId !== context.planId,
    hasWeekOnScreen: ({ context }) => weekOnScreen(context) !== null,
    hasNothingToList: ({ context }) => entriesToList(shownWeek(context), 'all').length === 0,
    wasListedBefore: ({ context }) => listedCounts(shownWeek(context)).before > 0,
    hasNewToList: ({ context }) => listedCounts(shownWeek(context)).new > 0,
    hasQuery: ({ context }) => context.draft.query.trim().length > 0,
    hasDraftEntry: ({ context }) => context.draft.recipe !== null || context.draft.note.trim().length > 0,
    wasGone: (_, loaded: Loaded) => loaded.gone !== null,
    /** The removal Undo is about has not left the device (the first of the queue may be on its way). */
    removalQueued: ({ context }) =>
      context.pending.some((change) => change.operationId === context.removed?.operationId),
    removalIsFirst: ({ context }) => context.pending[0]?.operationId === context.removed?.operationId,
    /** A plan shared with the member answered 404: the share ended (unfriended, unshared). */
    isGone: ({ context, event }) =>
      statusOf(failureOf(event)) === 404 &&
      context.server !== null &&
      context.server.ownerId !== context.memberId,
    unreachable: ({ event }) => isUnreachable(failureOf(event)),
    temporary: ({ event }) => isTemporary(failureOf(event)),
  },
  delays: { retry: retryDelayMs, undoWindow: undoWindowMs },
}).createMachine({
  id: 'plan',
  context: ({ input }) => ({
    ...input,
    ...readSaved(input),
    weekStart: thisWeek(input.now),
    draft: emptyDraft(today(input.now)),
    found: null,
    foundCookbooks: [],
    openedCookbook: null,
    removed: null,
    friends: [],
    shareError: null,
    listed: {},
    potlucks: [],
  }),
  initial: 'dormant',
  // A recipe can be planned from its page, whatever the plan is doing: shown at once, kept, sent.
  on: { 'recipe.plan': { actions: ['queueRecipe', 'save', 'toastPlanned'] } },
  states: {
    /** Nothing asked yet this visit; changes kept from before (or just queued) wake it to send them. */
    dormant: {
      always: { guard: 'hasPending', target: 'loading' },
      on: { 'plan.show': 'loading' },
    },
    loading: {
      tags: ['loading'],
      // Pressing Previous twice reads the week two back, not the first one on its way.
      on: {
        'week.previous': { target: 'loading', reenter: true, actions: 'weekBefore' },
        'week.next': { target: 'loading', reenter: true, actions: 'weekAfter' },
        'week.today': { target: 'loading', reenter: true, actions: 'weekOfToday' },
      },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          client: context.client,
          planId: context.planId,
          weekStart: context.weekStart,
        }),
        onDone: [
          {
            guard: { type: 'wasGone', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'setLoaded', params: ({ event }) => event.output }, 'save', 'tellGone'],
          },
          { target: 'ready', actions: [{ type: 'setLoaded', params: ({ event }) => event.output }, 'save'] },
        ],
        onError: [
          // Offline with this week kept from last time: show it, and send the queue when the connection is back.
          { guard: 'hasWeekOnScreen', target: 'ready' },
          { guard: 'unreachable', target: 'failed.offline' },
          { target: 'failed' },
        ],
      },
    },
    /** The week could not be read and none is kept: changes made meanwhile stay queued and are tried again. */
    failed: {
      tags: ['error'],
      initial: 'refused',
      states: { refused: {}, offline: { tags: ['offline'] } },
      after: { retry: { guard: 'hasPending', target: 'loading' } },
      on: {
        'plan.reload': 'loading',
        'plan.show': 'loading',
        'connection.online': 'loading',
        'week.previous': { target: 'loading', actions: 'weekBefore' },
        'week.next': { target: 'loading', actions: 'weekAfter' },
        'week.today': { target: 'loading', actions: 'weekOfToday' },
      },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
      on: {
        'plan.open': { guard: 'isOtherPlan', target: 'loading', actions: 'openPlan' },
        'week.previous': { target: 'loading', actions: 'weekBefore' },
        'week.next': { target: 'loading', actions: 'weekAfter' },
        'week.today': { target: 'loading', actions: 'weekOfToday' },
        'plan.leave': { target: '.view.browsing', actions: 'clearShareError' },
        'entry.move': { actions: ['queueMove', 'save'] },
        'entry.servings': { actions: ['queueServings', 'save'] },
        'entry.remove': { target: '.view.removed', reenter: true, actions: ['queueRemove', 'save'] },
      },
      states: {
        sync: {
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
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh',
                input: ({ context }) => ({
                  client: context.client,
                  planId: context.planId ?? '',
                  weekStart: context.weekStart,
                }),
                onDone: {
                  target: 'synced',
                  actions: [
                    { type: 'setServer', params: ({ event }) => event.output.week },
                    { type: 'setPotlucks', params: ({ event }) => event.output.potlucks },
                    'save',
                  ],
                },
                onError: [
                  {
                    guard: 'isGone',
                    target: '#plan.loading',
                    actions: ['forgetGonePlan', 'save', 'tellGone'],
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
                  change: context.pending[0] as PlanChange,
                  weekStart: context.weekStart,
                }),
                onDone: {
                  target: 'synced',
                  actions: [{ type: 'setSent', params: ({ event }) => event.output }, 'save'],
                },
                onError: [
                  { guard: 'unreachable', target: 'offline' },
                  { guard: 'temporary', target: 'retrying' },
                  // A shared plan answered 404: dropped quietly, and the week read again says it is gone.
                  { guard: 'isGone', target: 'refreshing', actions: ['dropRefused', 'save'] },
                  // Refused (a recipe the member cannot open, a full week): dropped, and said why.
                  { target: 'refreshing', actions: ['dropRefused', 'save', 'tellRefused'] },
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
            sharing: {
              initial: 'loading',
              on: { 'share.close': { target: 'browsing', actions: 'clearShareError' } },
              states: {
                loading: {
                  tags: ['loading-options'],
                  invoke: {
                    id: 'loadFriends',
                    src: 'loadFriends',
                    input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
                    onDone: {
                      target: 'choosing',
                      actions: { type: 'setFriends', params: ({ event }) => event.output },
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
                      planId: context.planId ?? '',
                      memberId: (event as Extract<PlanEvent, { type: 'share.add' }>).memberId,
                      weekStart: context.weekStart,
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
                      planId: context.planId ?? '',
                      shareId: (event as Extract<PlanEvent, { type: 'share.remove' }>).shareId,
                      weekStart: context.weekStart,
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
