// The friend button on a profile (SPEC §4): own profile, friends, incoming request, outgoing request, or none,
// where 'Add Friend +' sends a request and becomes 'Request Sent'. An incoming request is answered right there
// (Accept Request / Decline): accepting makes them friends, declining leaves them strangers, and a failure is an
// alert that leaves the request to answer again. The relation comes from the profile load: as input when the
// profile page starts this machine after loading, or later as `relation.known`; the machine waits in `unknown`
// until it knows.
import { messages } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { alertNotice, type Notice } from './support/notices.ts';
import type { Id, Relation } from './support/records.ts';

export interface FriendRequestClient {
  sendFriendRequest(request: { fromId: Id; toId: Id }): Promise<unknown>;
  acceptFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
  denyFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
}

export type FriendRelationInput = {
  client: FriendRequestClient;
  memberId: Id;
  profileId: Id;
  relation?: Relation | undefined;
};

export type FriendRelationEvent =
  | { type: 'relation.known'; relation: Relation }
  | { type: 'friend.add' }
  | { type: 'request.accept' }
  | { type: 'request.decline' };

type AnswerInput = { client: FriendRequestClient; memberId: Id; requesterId: Id };

type FriendRelationContext = FriendRelationInput & { error: string | null };

const is = (relation: Relation) => ({
  type: 'isRelation' as const,
  params: ({ context, event }: { context: FriendRelationContext; event: FriendRelationEvent }) => ({
    wanted: relation,
    actual: event.type === 'relation.known' ? event.relation : context.relation,
  }),
});

const answerInput = (context: FriendRelationContext): AnswerInput => ({
  client: context.client,
  memberId: context.memberId,
  requesterId: context.profileId,
});

export const friendRelationMachine = setup({
  types: {
    context: {} as FriendRelationContext,
    events: {} as FriendRelationEvent,
    input: {} as FriendRelationInput,
    emitted: {} as Notice,
  },
  actors: {
    sendRequest: fromPromise<unknown, { client: FriendRequestClient; fromId: Id; toId: Id }>(({ input }) =>
      input.client.sendFriendRequest({ fromId: input.fromId, toId: input.toId }),
    ),
    acceptRequest: fromPromise<unknown, AnswerInput>(({ input }) =>
      input.client.acceptFriendRequest({ currentUserId: input.memberId, requesterId: input.requesterId }),
    ),
    declineRequest: fromPromise<unknown, AnswerInput>(({ input }) =>
      input.client.denyFriendRequest({ currentUserId: input.memberId, requesterId: input.requesterId }),
    ),
  },
  actions: {
    showFailure: assign({ error: messages.friendRequestFailed }),
    alertFailure: emit(alertNotice(messages.friendRequestFailed)),
    alertAnswerFailed: emit(alertNotice(messages.friendAnswerFailed)),
    clearError: assign({ error: null }),
  },
  guards: {
    isRelation: (_, { wanted, actual }: { wanted: Relation; actual: Relation | undefined }) =>
      wanted === actual,
    isKnown: ({ context }) => context.relation !== undefined,
  },
}).createMachine({
  id: 'friendRelation',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'unknown',
  on: {
    'relation.known': [
      { guard: is('self'), target: '.self' },
      { guard: is('friends'), target: '.friends' },
      { guard: is('incoming'), target: '.incoming' },
      { guard: is('outgoing'), target: '.outgoing' },
      { target: '.none' },
    ],
  },
  states: {
    unknown: {
      tags: ['loading'],
      // Known from the start: straight to its button.
      always: [
        { guard: is('self'), target: 'self' },
        { guard: is('friends'), target: 'friends' },
        { guard: is('incoming'), target: 'incoming' },
        { guard: is('outgoing'), target: 'outgoing' },
        { guard: 'isKnown', target: 'none' },
      ],
    },
    /** 'Edit Profile'. */
    self: {},
    /** Disabled 'Friends ✓'. */
    friends: {},
    /** 'Accept Request' and 'Decline', answered right here. */
    incoming: {
      initial: 'idle',
      states: {
        idle: { on: { 'request.accept': 'accepting', 'request.decline': 'declining' } },
        accepting: {
          tags: ['busy'],
          invoke: {
            id: 'acceptRequest',
            src: 'acceptRequest',
            input: ({ context }) => answerInput(context),
            onDone: { target: '#friendRelation.friends' },
            onError: { target: 'idle', actions: 'alertAnswerFailed' },
          },
        },
        declining: {
          tags: ['busy'],
          invoke: {
            id: 'declineRequest',
            src: 'declineRequest',
            input: ({ context }) => answerInput(context),
            onDone: { target: '#friendRelation.none' },
            onError: { target: 'idle', actions: 'alertAnswerFailed' },
          },
        },
      },
    },
    /** Disabled 'Request Sent ✓'. */
    outgoing: {},
    /** 'Add Friend +'. */
    none: {
      initial: 'idle',
      states: {
        idle: { on: { 'friend.add': 'sending' } },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendRequest',
            src: 'sendRequest',
            input: ({ context }) => ({
              client: context.client,
              fromId: context.memberId,
              toId: context.profileId,
            }),
            onDone: { target: '#friendRelation.requestSent' },
            onError: { target: 'failed', actions: ['showFailure', 'alertFailure'] },
          },
        },
        failed: { tags: ['error'], on: { 'friend.add': { target: 'sending', actions: 'clearError' } } },
      },
    },
    /** 'Request Sent', right after this member sent it. */
    requestSent: {},
  },
});
