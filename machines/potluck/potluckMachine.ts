// One potluck page (issue 28, decision 026, issue 37): loading, then the potluck in three regions side by side —
// its freshness (someone else's change reads it again), the one-press changes (the answer, giving up a dish,
// closing claims, the join link, the dish to the shopping list, the menu saved as a cookbook) and the page's one
// dialog (claim, the host's form, cancel after confirming, invite friends, host again, remove a guest or leave).
// The thread and the dialogs with more than a question are child machines (threadMachine, claimMachine,
// hostFormMachine, invitationsMachine, hostAgainMachine): the page passes them their events and shows what they
// answered. A potluck the member may not open, or that is gone, is `gone`; a cancelled one stays readable and says
// so. This file is the chart; events.ts holds its events, input, context and client, setup.ts its actors,
// actions and guards, calls.ts the table of its calls, regions.ts the regions.
import { dialog, freshness, readPotluck, work } from './regions.ts';
import { potluckSetup } from './setup.ts';

export type { PotluckEvent, PotluckOpened } from './events.ts';

export const potluckMachine = potluckSetup.createMachine({
  id: 'potluck',
  context: ({ input }) => ({
    ...input,
    potluck: null,
    people: null,
    peopleDue: false,
    removal: null,
    cookbookTitle: '',
    guestSecret: input.guestSecret ?? null,
    account: { username: '', password: '', lName: '' },
    accountError: null,
  }),
  invoke: { src: 'potluckStale', input: ({ context }) => context },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: { id: 'loadPotluck', ...readPotluck('loaded', 'failed') },
    },
    failed: { tags: ['error'], on: { 'potluck.reload': 'loading' } },
    /** Not there, or not for this member (only the host and the invitees may open a potluck). */
    gone: {},
    loaded: {
      type: 'parallel',
      invoke: {
        id: 'thread',
        src: 'thread',
        input: ({ context }) => ({ client: context.client, potluckId: context.potluckId }),
      },
      on: {
        'message.*': { actions: { type: 'forward', params: { to: 'thread' } } },
        'people.change': {
          guard: 'isPlanned',
          actions: ['setPeople', 'cancelPeoplePause', 'startPeoplePause'],
        },
        'people.commit': { actions: ['cancelPeoplePause', 'markPeopleDue'] },
        /** The member's own leaving went through: it is no longer theirs to open. */
        'member.left': { target: 'gone', actions: 'tellLeft' },
      },
      states: { freshness, work, dialog },
    },
  },
});
