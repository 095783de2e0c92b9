// The meal plan's setup: its types, and its actors, actions, guards and delays by name. The chart that says when
// each runs is planMachine.ts (the top) and regions.ts (sync and view). The calls are calls.ts, the events
// events.ts, the context and its reads context.ts, the steps of the actions queueing.ts.
import type { PlanWeek } from '@potluck/contract';
import { planLimits, shortDayName } from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import {
  dropSent,
  isGone,
  replaceId,
  retryDelayMs,
  temporary,
  thingsGone,
  unreachable,
  withoutChangesFor,
  withoutOperation,
} from '../queue/index.ts';
import { failureOf, serverMessageOf } from '../support/errors.ts';
import { type Notice, toastNotice } from '../support/notices.ts';
import type { Id } from '../support/records.ts';
import { shareErrorOf } from '../support/shareDialog.ts';
import {
  type Found,
  type FoundRecipe,
  type Loaded,
  type OpenedCookbook,
  planActors,
  type Sent,
} from './calls.ts';
import { type NewEntry, newEntryOf } from './changes.ts';
import {
  emptyDraft,
  keptChanges,
  ownPlanId,
  type PlanContext,
  type PlanInput,
  shiftWeek,
  thisWeek,
  today,
  weekOnScreen,
} from './context.ts';
import type { PlanEvent } from './events.ts';
import type { PlanPotluck } from './potlucks.ts';
import { addOf, clampServings, entryIdOf, entryOf, queued, shownWeek, update } from './queueing.ts';
import { entriesToList, listedCounts, type PlanEntriesToList, stillListed, type ToList } from './toList.ts';

export { retryDelayMs };

/** How long Undo stays offered after a removal. */
export const undoWindowMs = 6_000;

export const goneMessage = 'This plan is no longer shared with you.';

/** The plans the queue has changes for that the member can no longer open, and the one asked for if it is gone. */
const gonePlans = (context: PlanContext, { plans, gone }: Loaded): Id[] =>
  thingsGone(context.pending, 'planId', plans, gone);

export const planSetup = setup({
  types: {
    context: {} as PlanContext,
    events: {} as PlanEvent,
    input: {} as PlanInput,
    emitted: {} as Notice | PlanEntriesToList,
  },
  actors: planActors,
  actions: {
    setLoaded: assign(({ context }, loaded: Loaded) => {
      const { plans, week, potlucks } = loaded;
      const own = plans.find((plan) => plan.ownerId === context.memberId)?.id ?? '';
      return {
        plans,
        planId: week.id,
        server: week,
        potlucks: potlucks ?? context.potlucks,
        listed: stillListed(context.listed, week),
        // Changes made before the member's own plan was known go to it; those for a plan gone are dropped.
        pending: withoutChangesFor(
          replaceId(context.pending, 'planId', '', own),
          'planId',
          gonePlans(context, loaded),
        ),
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
    dropSent: assign({ pending: ({ context }) => dropSent(context.pending) }),
    openPlan: assign({ planId: ({ event }) => (event.type === 'plan.open' ? event.planId : null) }),
    weekBefore: assign({ weekStart: ({ context }) => shiftWeek(context.weekStart, -1) }),
    weekAfter: assign({ weekStart: ({ context }) => shiftWeek(context.weekStart, 1) }),
    weekOfToday: assign({ weekStart: ({ context }) => thisWeek(context.now) }),
    /** The plan on screen was unshared: its queued changes cannot be sent; the member's own plan opens. */
    forgetGone: assign(({ context }) => ({
      pending: withoutChangesFor(context.pending, 'planId', [context.planId]),
      planId: null,
      server: null,
    })),
    tellGone: emit(toastNotice(goneMessage, 'error')),
    save: ({ context }) => keptChanges.keep(context),
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
    setShareError: assign({ shareError: ({ event }) => shareErrorOf(event) }),
    clearShareError: assign({ shareError: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isOwner: ({ context }) => weekOnScreen(context)?.ownerId === context.memberId,
    isThisPlan: ({ context, event }) => event.type === 'plan.changed' && event.planId === context.planId,
    isOtherPlan: ({ context, event }) => event.type === 'plan.open' && event.planId !== context.planId,
    hasNothingToList: ({ context }) => entriesToList(shownWeek(context), 'all').length === 0,
    wasListedBefore: ({ context }) => listedCounts(shownWeek(context)).before > 0,
    hasNewToList: ({ context }) => listedCounts(shownWeek(context)).new > 0,
    hasQuery: ({ context }) => context.draft.query.trim().length > 0,
    hasDraftEntry: ({ context }) => context.draft.recipe !== null || context.draft.note.trim().length > 0,
    wasGone: ({ context }, loaded: Loaded) => gonePlans(context, loaded).length > 0,
    /** The removal Undo is about has not left the device (the first of the queue may be on its way). */
    removalQueued: ({ context }) =>
      context.pending.some((change) => change.operationId === context.removed?.operationId),
    removalIsFirst: ({ context }) => context.pending[0]?.operationId === context.removed?.operationId,
    // Read alike by every thing whose changes are queued (machines/queue/failures.ts).
    isGone,
    unreachable,
    temporary,
  },
  delays: { retry: retryDelayMs, undoWindow: undoWindowMs },
});
