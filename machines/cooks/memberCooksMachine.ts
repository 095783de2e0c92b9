// What a member cooked, on someone else's profile (issue 41): their cooks as the viewer may see them (GET
// /api/cooks/user/:username), newest first, paged by the server's cursor. The member's own profile shows their
// history instead (cookHistoryMachine.ts).
import type { Cook, CookPage } from '@potluck/contract';
import { assign, fromPromise, setup } from 'xstate';

export interface MemberCooksClient {
  getMemberCooks(username: string, page?: { limit?: number; cursor?: string }): Promise<CookPage>;
}

export type MemberCooksInput = { client: MemberCooksClient; username: string };

export type MemberCooksEvent = { type: 'memberCooks.more' } | { type: 'memberCooks.retry' };

type MemberCooksContext = MemberCooksInput & { cooks: Cook[]; cursor: string | null };

/** Cooks (or history rows) a page shows. */
export const memberCooksPage = 12;

export const memberCooksMachine = setup({
  types: {
    context: {} as MemberCooksContext,
    events: {} as MemberCooksEvent,
    input: {} as MemberCooksInput,
  },
  actors: {
    loadCooks: fromPromise<CookPage, { context: MemberCooksContext; more: boolean }>(({ input }) =>
      input.context.client.getMemberCooks(input.context.username, {
        limit: memberCooksPage,
        ...(input.more && input.context.cursor ? { cursor: input.context.cursor } : {}),
      }),
    ),
  },
  actions: {
    setCooks: assign((_, page: CookPage) => ({ cooks: page.cooks, cursor: page.next })),
    addCooks: assign(({ context }, page: CookPage) => ({
      cooks: [...context.cooks, ...page.cooks.filter((cook) => !context.cooks.some((c) => c.id === cook.id))],
      cursor: page.next,
    })),
  },
  guards: {
    hasCooks: (_, page: CookPage) => page.cooks.length > 0,
    hasMore: ({ context }) => context.cursor !== null,
  },
}).createMachine({
  id: 'memberCooks',
  context: ({ input }) => ({ ...input, cooks: [], cursor: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCooks',
        src: 'loadCooks',
        input: ({ context }) => ({ context, more: false }),
        onDone: [
          {
            guard: { type: 'hasCooks', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'setCooks', params: ({ event }) => event.output },
          },
          { target: 'none' },
        ],
        onError: 'failed',
      },
    },
    /** No cook the viewer may see. */
    none: {},
    failed: { tags: ['error'], on: { 'memberCooks.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: { on: { 'memberCooks.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'loadMoreCooks',
            src: 'loadCooks',
            input: ({ context }) => ({ context, more: true }),
            onDone: { target: 'idle', actions: { type: 'addCooks', params: ({ event }) => event.output } },
            onError: 'moreFailed',
          },
        },
        /** The next page failed: the list stays, and Show more tries again. */
        moreFailed: { tags: ['error'], on: { 'memberCooks.more': 'loadingMore' } },
      },
    },
  },
});
