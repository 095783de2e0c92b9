// The Invite Collaborator dialog (SPEC §4, §5, §8, §9). The user search runs only for at least 2 trimmed
// characters after a 300 ms pause; each keystroke re-enters `waiting`, which restarts the pause. Shorter queries
// clear the results. Inviting reads 'Inviting…'; a failure alerts the server's error or 'Invite failed'; success
// toasts 'Collaborator added!' and ends the dialog's work (`invited` is final): the cookbook page that invoked it
// closes it and refreshes.
import { canSearchUsers, limits, messages } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorOf, serverMessageOf } from './support/errors.ts';
import { alertNotice, type Notice, toastNotice } from './support/notices.ts';
import type { Id, UserHit } from './support/records.ts';

export interface InviteClient {
  searchUsers(query: string, currentUser: string): Promise<UserHit[]>;
  shareCookbook(cookbookId: Id, toUserId: Id): Promise<unknown>;
}

export type InviteSearchInput = { client: InviteClient; cookbookId: Id; currentUsername: string };

export type InviteSearchEvent = { type: 'query.change'; query: string } | { type: 'invite.send'; userId: Id };

type InviteSearchContext = InviteSearchInput & { query: string; users: UserHit[]; invitee: Id | null };

export const inviteSearchMachine = setup({
  types: {
    context: {} as InviteSearchContext,
    events: {} as InviteSearchEvent,
    input: {} as InviteSearchInput,
    emitted: {} as Notice,
    output: {} as { userId: Id },
  },
  actors: {
    searchUsers: fromPromise<UserHit[], { client: InviteClient; query: string; currentUser: string }>(
      ({ input }) => input.client.searchUsers(input.query, input.currentUser),
    ),
    invite: fromPromise<unknown, { client: InviteClient; cookbookId: Id; userId: Id }>(({ input }) =>
      input.client.shareCookbook(input.cookbookId, input.userId),
    ),
  },
  actions: {
    setQuery: assign({ query: ({ event }) => (event.type === 'query.change' ? event.query : '') }),
    clearUsers: assign({ users: [] }),
    setUsers: assign({ users: (_, users: UserHit[]) => users }),
    setInvitee: assign({ invitee: ({ event }) => (event.type === 'invite.send' ? event.userId : null) }),
    clearInvitee: assign({ invitee: null }),
    alertFailure: emit((_, error: unknown) => alertNotice(serverMessageOf(error) ?? messages.inviteFailed)),
    toastAdded: emit(toastNotice(messages.collaboratorAdded, 'success')),
  },
  guards: {
    isSearchable: ({ event }) => event.type === 'query.change' && canSearchUsers(event.query),
    hasUsers: (_, users: UserHit[]) => users.length > 0,
  },
  delays: { searchPause: limits.userSearchPauseMs },
}).createMachine({
  id: 'inviteSearch',
  context: ({ input }) => ({ ...input, query: '', users: [], invitee: null }),
  initial: 'idle',
  on: {
    'query.change': [
      { guard: 'isSearchable', target: '.waiting', reenter: true, actions: 'setQuery' },
      { target: '.idle', actions: ['setQuery', 'clearUsers'] },
    ],
  },
  states: {
    idle: {},
    waiting: {
      after: { searchPause: 'searching' },
    },
    searching: {
      tags: ['loading'],
      invoke: {
        id: 'searchUsers',
        src: 'searchUsers',
        input: ({ context }) => ({
          client: context.client,
          query: context.query.trim(),
          currentUser: context.currentUsername,
        }),
        onDone: [
          {
            guard: { type: 'hasUsers', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'setUsers', params: ({ event }) => event.output },
          },
          { target: 'noUsers', actions: 'clearUsers' },
        ],
        // SPEC §8: a failed user search is only logged.
        onError: { target: 'noUsers', actions: 'clearUsers' },
      },
    },
    results: {
      on: { 'invite.send': { target: 'inviting', actions: 'setInvitee' } },
    },
    /** 'No users found'. */
    noUsers: {},
    inviting: {
      tags: ['busy'],
      // While an invite is in flight the search box does not start another search.
      on: { 'query.change': {} },
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => ({
          client: context.client,
          cookbookId: context.cookbookId,
          userId: context.invitee ?? '',
        }),
        onDone: { target: 'invited', actions: 'toastAdded' },
        onError: { target: 'results', actions: [{ type: 'alertFailure', params: errorOf }, 'clearInvitee'] },
      },
    },
    /** The collaborator is added: the dialog has done its job. */
    invited: { type: 'final' },
  },
  output: ({ context }) => ({ userId: context.invitee ?? '' }),
});
