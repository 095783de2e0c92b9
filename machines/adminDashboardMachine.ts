// The admin dashboard (SPEC §2, §6, §9): top 5 commented, liked and external recipes, and the user list with
// search, 3 users shown until 'Show More' (`list.firstThree`), and deletion only after the member answered
// 'Delete this user?' (`users.confirmingDelete`). A member who is not an admin opens /admin too (SPEC §2 lists it
// for everyone); the server answers 403 and the dashboard says 'This page is for admins.' (`forbidden`).

import { assign, fromPromise, setup } from 'xstate';
import { confirmThenCall } from './support/confirmThenCall.ts';
import { errorOf, statusOf } from './support/errors.ts';
import type { AdminUser, Id, TopCommented, TopLiked } from './support/records.ts';

export type TopExternal = { id: number; title: string };

export interface AdminClient {
  getAdminUsers(query?: string): Promise<AdminUser[]>;
  deleteAdminUser(id: Id): Promise<unknown>;
  getTopCommented(): Promise<TopCommented[]>;
  getTopLiked(): Promise<TopLiked[]>;
  /** The provider's 5 most popular recipes. */
  getTopExternal(): Promise<TopExternal[]>;
}

export type AdminDashboardInput = { client: AdminClient };

export type AdminStats = { topCommented: TopCommented[]; topLiked: TopLiked[]; topExternal: TopExternal[] };

export type AdminDashboardEvent =
  | { type: 'users.search'; query: string }
  | { type: 'users.showMore' }
  | { type: 'users.showLess' }
  | { type: 'user.delete'; id: Id }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

type AdminDashboardContext = AdminDashboardInput & {
  stats: AdminStats;
  users: AdminUser[];
  query: string;
  target: Id | null;
};

/** A user leaves the list only after the admin confirmed and the server deleted them. */
const deleteUser = confirmThenCall({
  answer: 'delete',
  calling: 'deleting',
  back: 'idle',
  forget: 'clearTarget',
  call: 'deleteUser',
  input: ({ context }: { context: AdminDashboardContext }) => ({
    client: context.client,
    id: context.target ?? '',
  }),
  done: 'removeTarget',
  failed: 'clearTarget',
});

export const adminDashboardMachine = setup({
  types: {
    context: {} as AdminDashboardContext,
    events: {} as AdminDashboardEvent,
    input: {} as AdminDashboardInput,
  },
  actors: {
    loadDashboard: fromPromise<AdminStats & { users: AdminUser[] }, { client: AdminClient }>(
      async ({ input: { client } }) => {
        const [topCommented, topLiked, topExternal, users] = await Promise.all([
          client.getTopCommented(),
          client.getTopLiked(),
          client.getTopExternal(),
          client.getAdminUsers(),
        ]);
        return { topCommented, topLiked, topExternal, users };
      },
    ),
    searchUsers: fromPromise<AdminUser[], { client: AdminClient; query: string }>(({ input }) =>
      input.client.getAdminUsers(input.query.trim() || undefined),
    ),
    deleteUser: fromPromise<unknown, { client: AdminClient; id: Id }>(({ input }) =>
      input.client.deleteAdminUser(input.id),
    ),
  },
  actions: {
    setDashboard: assign((_, { users, ...stats }: AdminStats & { users: AdminUser[] }) => ({ stats, users })),
    setQuery: assign({ query: ({ event }) => (event.type === 'users.search' ? event.query : '') }),
    setUsers: assign({ users: (_, users: AdminUser[]) => users }),
    setTarget: assign({ target: ({ event }) => (event.type === 'user.delete' ? event.id : null) }),
    removeTarget: assign({
      users: ({ context }) => context.users.filter((u) => u._id !== context.target),
      target: null,
    }),
    clearTarget: assign({ target: null }),
  },
  guards: {
    isForbidden: (_, error: unknown) => statusOf(error) === 403,
  },
}).createMachine({
  id: 'adminDashboard',
  context: ({ input }) => ({
    ...input,
    stats: { topCommented: [], topLiked: [], topExternal: [] },
    users: [],
    query: '',
    target: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'ready', actions: { type: 'setDashboard', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isForbidden', params: errorOf },
            target: 'forbidden',
          },
          { target: 'failed' },
        ],
      },
    },
    /** Shown as 'No data'. */
    failed: { tags: ['error'] },
    /** The server refused a member who is not an admin: 'This page is for admins.' */
    forbidden: { tags: ['error'] },
    ready: {
      type: 'parallel',
      states: {
        users: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'users.search': { target: 'searching', actions: 'setQuery' },
                'user.delete': { target: 'confirmingDelete', actions: 'setTarget' },
              },
            },
            /** 'Delete this user?' */
            confirmingDelete: deleteUser.confirming,
            searching: {
              tags: ['loading'],
              on: { 'users.search': { target: 'searching', reenter: true, actions: 'setQuery' } },
              invoke: {
                id: 'searchUsers',
                src: 'searchUsers',
                input: ({ context }) => ({ client: context.client, query: context.query }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setUsers', params: ({ event }) => event.output },
                },
                onError: { target: 'idle' },
              },
            },
            deleting: deleteUser.calling,
          },
        },
        list: {
          initial: 'firstThree',
          states: {
            firstThree: { on: { 'users.showMore': 'all' } },
            all: { on: { 'users.showLess': 'firstThree' } },
          },
        },
      },
    },
  },
});
