// "Your friends cooked" on a member's home page (issue 41): their friends' latest cooks the member may see, read
// once the page has painted and again when a `cooked` live event marks ['friendsCooked'] stale (a friend logged a
// cook, a friendship began or ended). The row is hidden when there are none (`none`); a failed read says so once
// and offers to try again. The cooks already shown stay while they are read again.
import type { Cook, OnStale } from '@potluck/contract';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

export interface FriendsCookedClient {
  getFriendsCooked(limit?: number): Promise<Cook[]>;
  onStale: OnStale;
}

export type FriendsCookedInput = { client: FriendsCookedClient; limit?: number };

export type FriendsCookedEvent = { type: 'friendsCooked.changed' } | { type: 'friendsCooked.retry' };

type FriendsCookedContext = { client: FriendsCookedClient; limit: number; cooks: Cook[] };

/** A row on a phone shows three or four; a dozen is what the server sends by default. */
export const friendsCookedLimit = 12;

export const friendsCookedMachine = setup({
  types: {
    context: {} as FriendsCookedContext,
    events: {} as FriendsCookedEvent,
    input: {} as FriendsCookedInput,
  },
  actors: {
    loadFriendsCooked: fromPromise<Cook[], { client: FriendsCookedClient; limit: number }>(({ input }) =>
      input.client.getFriendsCooked(input.limit),
    ),
    /** A friend cooked, or a friendship changed: the client's live-event router marked the row stale. */
    liveUpdates: fromCallback<FriendsCookedEvent, { client: FriendsCookedClient }>(({ input, sendBack }) =>
      input.client.onStale(['friendsCooked'], () => sendBack({ type: 'friendsCooked.changed' })),
    ),
  },
  actions: {
    setCooks: assign({ cooks: (_, cooks: Cook[]) => cooks }),
  },
  guards: {
    hasCooks: (_, cooks: Cook[]) => cooks.length > 0,
    wasShown: ({ context }) => context.cooks.length > 0,
  },
}).createMachine({
  id: 'friendsCooked',
  context: ({ input }) => ({ client: input.client, limit: input.limit ?? friendsCookedLimit, cooks: [] }),
  invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFriendsCooked',
        src: 'loadFriendsCooked',
        input: ({ context }) => ({ client: context.client, limit: context.limit }),
        onDone: [
          {
            guard: { type: 'hasCooks', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'setCooks', params: ({ event }) => event.output },
          },
          { target: 'none', actions: { type: 'setCooks', params: () => [] } },
        ],
        onError: 'failed',
      },
    },
    /** The row, newest cook first. */
    shown: { on: { 'friendsCooked.changed': 'refreshing' } },
    /** No friend's cook the member may see: the row is not drawn. */
    none: { on: { 'friendsCooked.changed': 'refreshing' } },
    /** Read again after a live event; what is shown stays meanwhile. */
    refreshing: {
      invoke: {
        id: 'refreshFriendsCooked',
        src: 'loadFriendsCooked',
        input: ({ context }) => ({ client: context.client, limit: context.limit }),
        onDone: [
          {
            guard: { type: 'hasCooks', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'setCooks', params: ({ event }) => event.output },
          },
          { target: 'none', actions: { type: 'setCooks', params: () => [] } },
        ],
        // The row read before stays: the next event or visit reads it again.
        onError: [{ guard: 'wasShown', target: 'shown' }, { target: 'none' }],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'friendsCooked.retry': 'loading', 'friendsCooked.changed': 'loading' },
    },
  },
});
