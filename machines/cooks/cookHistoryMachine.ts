// The member's own cooking history, on their own profile (issue 41): a recipe a row with how many times and when
// last ("You cooked this 3 times; last: 2 weeks ago"), last cooked first, paged by offset (GET /api/my-cooks). It
// is on the profile rather than My Recipes because it is about what the member did, not what they wrote: most of
// what a member cooks is someone else's recipe, which My Recipes never lists. Someone else's profile shows their
// cooks instead (memberCooksMachine.ts); the events are the same, so one section draws either.
import type { CookHistory } from '@potluck/contract';
import { assign, fromPromise, setup } from 'xstate';
import { type MemberCooksEvent, memberCooksPage } from './memberCooksMachine.ts';

type HistoryRow = CookHistory['recipes'][number];

export interface CookHistoryClient {
  getCookHistory(page?: { limit?: number; offset?: number }): Promise<CookHistory>;
}

export type CookHistoryInput = { client: CookHistoryClient };

type CookHistoryContext = CookHistoryInput & { history: HistoryRow[]; offset: number | null };

export const cookHistoryMachine = setup({
  types: {
    context: {} as CookHistoryContext,
    events: {} as MemberCooksEvent,
    input: {} as CookHistoryInput,
  },
  actors: {
    loadHistory: fromPromise<CookHistory, { client: CookHistoryClient; offset: number }>(({ input }) =>
      input.client.getCookHistory({ limit: memberCooksPage, offset: input.offset }),
    ),
  },
  actions: {
    setHistory: assign((_, page: CookHistory) => ({ history: page.recipes, offset: page.next })),
    addHistory: assign(({ context }, page: CookHistory) => ({
      history: [...context.history, ...page.recipes],
      offset: page.next,
    })),
  },
  guards: {
    hasRows: (_, page: CookHistory) => page.recipes.length > 0,
    hasMore: ({ context }) => context.offset !== null,
  },
}).createMachine({
  id: 'cookHistory',
  context: ({ input }) => ({ ...input, history: [], offset: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ client: context.client, offset: 0 }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'setHistory', params: ({ event }) => event.output },
          },
          { target: 'none' },
        ],
        onError: 'failed',
      },
    },
    /** Nothing cooked yet. */
    none: {},
    failed: { tags: ['error'], on: { 'memberCooks.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: { on: { 'memberCooks.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'loadMoreHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ client: context.client, offset: context.offset ?? 0 }),
            onDone: { target: 'idle', actions: { type: 'addHistory', params: ({ event }) => event.output } },
            onError: 'moreFailed',
          },
        },
        /** The next page failed: the list stays, and Show more tries again. */
        moreFailed: { tags: ['error'], on: { 'memberCooks.more': 'loadingMore' } },
      },
    },
  },
});
