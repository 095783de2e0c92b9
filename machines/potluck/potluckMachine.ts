// One potluck page (issue 28, decision 026): loading, then the potluck in four regions that run side by side —
// its freshness (a live `potluck` event reads it again), the thread (live, like chat), the one-press changes
// (the answer, giving up a dish, closing claims, the join link, the dish to the shopping list as a queued change,
// the menu saved as a cookbook) and the page's one dialog (claim a place with a recipe found by search or a free
// text, warned first when someone already brings the recipe, a concurrent claim of the last place refused and
// said; the host's form; cancel after confirming; invite friends with a debounced filter; host again). A potluck
// the member may not open, or that is gone, is `gone`; a cancelled one stays readable and says so. This file is the
// chart; its parts are in potluck/ (events.ts: events, input, context; setup.ts: actors, actions, guards;
// regions.ts: the four regions). The calls are potluckCalls.ts, shared with the potlucks list and the join link.
import { dialog, freshness, thread, work } from './regions.ts';
import { potluckSetup } from './setup.ts';

export type { PotluckEvent, PotluckOpened } from './events.ts';

export const potluckMachine = potluckSetup.createMachine({
  id: 'potluck',
  context: ({ input }) => ({
    ...input,
    potluck: null,
    messages: [],
    message: '',
    claim: null,
    refusal: null,
    draft: null,
    change: {},
    friends: [],
    inviteQuery: '',
    inviteFilter: '',
    invitees: [],
    again: { day: '', time: '' },
    dishId: null,
    people: null,
    peopleDue: false,
    peopleSent: 1,
    removal: null,
  }),
  invoke: {
    id: 'liveUpdates',
    src: 'liveUpdates',
    input: ({ context }) => ({ client: context.client, potluckId: context.potluckId }),
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPotluck',
        src: 'loadPotluck',
        input: ({ context }) => context,
        onDone: { target: 'loaded', actions: 'setPotluck' },
        onError: [{ guard: 'isGone', target: 'gone' }, { target: 'failed' }],
      },
    },
    failed: { tags: ['error'], on: { 'potluck.reload': 'loading' } },
    /** Not there, or not for this member (only the host and the invitees may open a potluck). */
    gone: {},
    loaded: {
      type: 'parallel',
      on: {
        'people.change': {
          guard: 'isPlanned',
          actions: ['setPeople', 'cancelPeoplePause', 'startPeoplePause'],
        },
        'people.commit': { actions: ['cancelPeoplePause', 'markPeopleDue'] },
      },
      states: {
        freshness,
        thread,
        work,
        dialog,
      },
    },
  },
});
