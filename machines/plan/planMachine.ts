// The meal plan ("Plan the week"). One actor per signed-in member lives in the member's shell, like the shopping
// list, so every change to a plan goes one way whichever page makes it: an entry added on /plan, a recipe planned
// from its page. Each change shows at once and is queued on the device, then sent in order with an operation id
// of the member's own (the queue is machines/queue/, the shopping list's too): offline, the queue waits for the
// connection; a change the server refuses is dropped with its reason. The week itself is read through the client,
// which answers with the copy it kept when the server cannot be reached; the queued changes are shown on top. A
// removal shows an Undo notice for a while: Undo takes the removal out of the queue, or adds the entry back once
// it was sent. Others' changes arrive as the week's answer going stale (the client's `onStale`) and the week is
// read again; a plan no longer shared with the member gives way to their own. Only the owner shares. "Add this
// week to the shopping list" sends the week's recipe entries to the shopping list's queue (asking first when some
// were added before). The member's own potlucks of the week are read with it (on its load, when it is read again,
// and when they go stale) and shown on their days (potlucks.ts).
// Files: calls.ts (the client interface and actors), events.ts, context.ts (input, context and its reads),
// changes.ts (a change and how it shows), queueing.ts (the steps of the actions), toList.ts (the week onto the
// shopping list), setup.ts (actions, guards and delays by name), regions.ts (`sync` and `view` of a week on
// screen, whose `sharing` is support/shareDialog.ts); the states it shares with every queued thing are
// machines/queue/states.ts. This file is the chart.
import { failedToLoad, loadAnswers } from '../queue/index.ts';
import { emptyDraft, keptChanges, thisWeek, today } from './context.ts';
import { sync, view } from './regions.ts';
import { planSetup } from './setup.ts';

// What the rest of the app names: its events and the week on screen.
export type { PlanEvent } from './events.ts';
export { shownWeek } from './queueing.ts';

export const planMachine = planSetup.createMachine({
  id: 'plan',
  context: ({ input }) => ({
    ...input,
    plans: [],
    planId: null,
    server: null,
    pending: keptChanges.read(input),
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
        ...loadAnswers,
      },
    },
    /** The week could not be read (offline, and nothing kept by the client): changes made meanwhile stay queued. */
    failed: failedToLoad({
      'plan.reload': 'loading',
      'plan.show': 'loading',
      'connection.online': 'loading',
      'week.previous': { target: 'loading', actions: 'weekBefore' },
      'week.next': { target: 'loading', actions: 'weekAfter' },
      'week.today': { target: 'loading', actions: 'weekOfToday' },
    }),
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
      states: { sync, view },
    },
  },
});
