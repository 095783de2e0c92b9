// The shopping list (issues 20 and 26). One actor per signed-in member lives beside the app (the member's shell),
// so every change to a list goes one way, whichever page makes it: a line typed on /shopping, a recipe's
// ingredients from its page, a cookbook's from its page, a week of the meal plan from /plan. Each change shows at
// once and is queued on the device, then sent in order with an operation id the server applies once (the queue is
// machines/queue/, the meal plan's too): offline, the queue waits for the connection and nothing is lost; a change
// the server refuses is dropped with its reason. The list itself is read through the client, which answers with
// the copy it kept when the server cannot be reached; the queued changes are shown on top. The actor stays
// `dormant` (no request) until /shopping is opened or a change is queued. Others' changes arrive as the list's
// answer going stale (the client's `onStale`) and are read again; a list that is no longer shared with the member
// (the friendship ended) is said to be gone and their own list opens instead. Only the owner shares the list
// (with friends, or a cookbook's owners).
// Files: events.ts (input, events, context), calls.ts (the client interface and actors), changes.ts (a change and
// how it shows), setup.ts (actions and guards by name, the queueing step), regions.ts (sync and view); the states
// it shares with every queued thing: machines/queue/states.ts, and its `sharing`, support/shareDialog.ts.
import { failedToLoad, loadAnswers } from '../queue/index.ts';
import { sync, view } from './regions.ts';
import { keptChanges, shoppingListSetup } from './setup.ts';

// What the rest of the app names: the client it needs, its events, and the list on screen.
export type * from './calls.ts';
export type * from './events.ts';
export { shownList } from './setup.ts';

export const shoppingListMachine = shoppingListSetup.createMachine({
  id: 'shoppingList',
  context: ({ input }) => ({
    ...input,
    lists: [],
    listId: null,
    server: null,
    pending: keptChanges.read(input),
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
        ...loadAnswers,
      },
    },
    /**
     * The list could not be read (offline, nothing kept by the client either): changes made meanwhile (a recipe
     * added offline) stay queued, are shown on their own, and are tried again.
     */
    failed: failedToLoad({
      'list.reload': 'loading',
      'list.show': 'loading',
      'connection.online': 'loading',
      // A line typed meanwhile is kept like any change, for the member's own list.
      'draft.change': { actions: 'editDraft' },
      'item.add': { guard: 'hasDraft', actions: ['queueAdd', 'save'] },
    }),
    ready: {
      type: 'parallel',
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
      on: {
        'list.open': { guard: 'isOtherList', target: 'loading', actions: 'openList' },
        'list.leave': { target: '.view.browsing', actions: ['stopEditing', 'clearShareError'] },
      },
      states: { sync, view },
    },
  },
});
