// "Invite friends" on a potluck's page (decision 026): the host's friends, filtered once typing rests 300 ms (like
// the invite search), those already invited marked; the ones ticked are invited in one call, and told. It ends
// with the potluck the server answered, or with nothing when closed; a failure keeps the choice and says so.
import type { Potluck } from '@potluck/contract';
import { canSearchUsers, limits } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { toastNotice } from '../support/notices.ts';
import type { Friend, Id } from '../support/records.ts';
import { dialogEnds, dialogTypes, sending } from './dialog.ts';
import { callOf, failedNotice, failureIn, outputIn } from './told.ts';

export interface InvitationsClient {
  getFriends(memberId: Id): Promise<Friend[]>;
  invitePotluckGuests(id: Id, memberIds: Id[]): Promise<Potluck>;
}

export type InvitationsInput = { client: InvitationsClient; potluck: Potluck; memberId: Id };

export type InvitationsEvent =
  | { type: 'invite.query'; query: string }
  | { type: 'invite.toggle'; memberId: Id }
  | { type: 'invite.send' }
  | { type: 'invite.close' };

type InvitationsContext = InvitationsInput & {
  friends: Friend[];
  /** The filter as typed, and as applied once typing rested. */
  query: string;
  filter: string;
  invitees: Id[];
  answer: Potluck | null;
};

export const invitationsMachine = setup({
  types: dialogTypes<InvitationsContext, InvitationsEvent, InvitationsInput>(),
  actors: {
    loadFriends: fromPromise<Friend[], InvitationsContext>(({ input }) =>
      input.client.getFriends(input.memberId),
    ),
    invite: fromPromise<Potluck, InvitationsContext>(({ input }) =>
      input.client.invitePotluckGuests(input.potluck.id, input.invitees),
    ),
  },
  actions: {
    setFriends: assign({ friends: ({ event }) => outputIn<Friend[]>(event) }),
    setQuery: assign({ query: ({ event }) => (event.type === 'invite.query' ? event.query : '') }),
    applyFilter: assign({ filter: ({ context }) => context.query.trim() }),
    clearFilter: assign({ filter: '' }),
    toggleInvitee: assign({
      invitees: ({ context, event }) => {
        if (event.type !== 'invite.toggle') return context.invitees;
        return context.invitees.includes(event.memberId)
          ? context.invitees.filter((id) => id !== event.memberId)
          : [...context.invitees, event.memberId];
      },
    }),
    setAnswer: assign({ answer: ({ event }) => outputIn<Potluck>(event) }),
    toastInvited: emit(toastNotice('Invited. They get a notification.', 'success')),
    alertInviteFailed: emit(({ event }) =>
      failedNotice(failureIn(event), 'The invitations could not be sent.'),
    ),
  },
  guards: {
    isFilter: ({ event }) => event.type === 'invite.query' && canSearchUsers(event.query),
    hasInvitees: ({ context }) => context.invitees.length > 0,
  },
  delays: { filterPause: limits.userSearchPauseMs },
}).createMachine({
  id: 'potluckInvitations',
  context: ({ input }) => ({
    ...input,
    friends: [],
    query: '',
    filter: '',
    invitees: [],
    answer: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.answer,
  on: { 'invite.close': '.closed' },
  states: {
    loading: { tags: ['loading'], ...callOf('loadFriends', ['choosing', 'setFriends'], 'failed') },
    failed: { tags: ['error'] },
    choosing: {
      on: {
        'invite.query': [
          { guard: 'isFilter', target: 'waiting', actions: 'setQuery' },
          { actions: ['setQuery', 'clearFilter'] },
        ],
        'invite.toggle': { actions: 'toggleInvitee' },
        'invite.send': { guard: 'hasInvitees', target: 'sending' },
      },
    },
    /** Typing: the filter applies once it rests. */
    waiting: {
      on: {
        'invite.query': [
          { guard: 'isFilter', target: 'waiting', reenter: true, actions: 'setQuery' },
          { target: 'choosing', actions: ['setQuery', 'clearFilter'] },
        ],
        'invite.toggle': { actions: 'toggleInvitee' },
      },
      after: { filterPause: { target: 'choosing', actions: 'applyFilter' } },
    },
    sending: sending('invite', 'choosing', { done: ['toastInvited'], failed: 'alertInviteFailed' }),
    ...dialogEnds,
  },
});
