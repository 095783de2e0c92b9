// "Make it my own" and what a recipe's page shows of versions (issue 41, docs/decisions/037-cooked-it.md): the
// versions of this recipe the member may open ("3 members made it their own"), paged; on a version, "What
// changed" against its original as copied, read when the member opens it; and the copy itself, which the app opens
// (`version.made`) once the server has made it. Three regions, each drawn by its own part of the page.
import type { AdaptedFrom, RecipeVersions, VersionChanges } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import { type Notice, toastNotice } from '../support/notices.ts';

type Version = RecipeVersions['versions'][number];

export interface RecipeVersionClient {
  getVersions(recipeId: string, page?: { limit?: number; before?: string }): Promise<RecipeVersions>;
  getVersionChanges(versionId: string): Promise<VersionChanges>;
  makeVersion(recipeId: string): Promise<{ _id: string }>;
}

export type RecipeVersionInput = {
  client: RecipeVersionClient;
  recipeId: string;
  /** The recipe is a version (its answer carries `adaptedFrom`): its original, and "What changed" may be opened. */
  adaptedFrom: AdaptedFrom | null;
  /** The member may copy it: a recipe they may open that is not their own. */
  mayMakeOwn: boolean;
};

export type RecipeVersionEvent =
  | { type: 'versions.more' }
  | { type: 'versions.retry' }
  | { type: 'changes.open' }
  | { type: 'changes.close' }
  | { type: 'changes.retry' }
  | { type: 'version.make' };

/** The copy was made: the app opens it. */
export type VersionMade = { type: 'version.made'; recipeId: string };

type RecipeVersionContext = RecipeVersionInput & {
  versions: Version[];
  count: number;
  next: string | null;
  changes: VersionChanges | null;
};

/** Versions a page of the list shows. */
export const versionsPage = 10;
export const notMadeMessage = 'Your copy could not be made. Try again.';

export const recipeVersionMachine = setup({
  types: {
    context: {} as RecipeVersionContext,
    events: {} as RecipeVersionEvent,
    input: {} as RecipeVersionInput,
    emitted: {} as Notice | VersionMade,
  },
  actors: {
    loadVersions: fromPromise<
      RecipeVersions,
      { client: RecipeVersionClient; recipeId: string; before?: string }
    >(({ input }) =>
      input.client.getVersions(input.recipeId, {
        limit: versionsPage,
        ...(input.before ? { before: input.before } : {}),
      }),
    ),
    loadChanges: fromPromise<VersionChanges, { client: RecipeVersionClient; recipeId: string }>(({ input }) =>
      input.client.getVersionChanges(input.recipeId),
    ),
    makeVersion: fromPromise<{ _id: string }, { client: RecipeVersionClient; recipeId: string }>(
      ({ input }) => input.client.makeVersion(input.recipeId),
    ),
  },
  actions: {
    setVersions: assign((_, page: RecipeVersions) => ({
      versions: page.versions,
      count: page.count,
      next: page.next,
    })),
    addVersions: assign(({ context }, page: RecipeVersions) => ({
      versions: [
        ...context.versions,
        ...page.versions.filter((v) => !context.versions.some((w) => w.id === v.id)),
      ],
      count: page.count,
      next: page.next,
    })),
    setChanges: assign({ changes: (_, changes: VersionChanges) => changes }),
    announce: emit((_, recipeId: string) => ({ type: 'version.made' as const, recipeId })),
    toastNotMade: emit(toastNotice(notMadeMessage, 'error')),
  },
  guards: {
    hasVersions: (_, page: RecipeVersions) => page.versions.length > 0,
    hasMore: ({ context }) => context.next !== null,
    isVersion: ({ context }) => context.adaptedFrom !== null,
    mayMakeOwn: ({ context }) => context.mayMakeOwn,
  },
}).createMachine({
  id: 'recipeVersion',
  context: ({ input }) => ({ ...input, versions: [], count: 0, next: null, changes: null }),
  type: 'parallel',
  states: {
    /** "3 members made it their own": the versions the member may open, newest first. */
    versions: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
            onDone: [
              {
                guard: { type: 'hasVersions', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'setVersions', params: ({ event }) => event.output },
              },
              { target: 'none' },
            ],
            onError: 'failed',
          },
        },
        /** Nobody made it their own (that the member may see): nothing is drawn. */
        none: {},
        failed: { tags: ['error'], on: { 'versions.retry': 'loading' } },
        shown: {
          initial: 'idle',
          states: {
            idle: { on: { 'versions.more': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['busy'],
              invoke: {
                id: 'loadMoreVersions',
                src: 'loadVersions',
                input: ({ context }) => ({
                  client: context.client,
                  recipeId: context.recipeId,
                  before: context.next ?? undefined,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'addVersions', params: ({ event }) => event.output },
                },
                onError: 'moreFailed',
              },
            },
            /** The next page failed: the list stays, with Try again. */
            moreFailed: { tags: ['error'], on: { 'versions.more': 'loadingMore' } },
          },
        },
      },
    },
    /** "What changed", a dialog over a version's page. */
    changes: {
      initial: 'closed',
      states: {
        closed: { on: { 'changes.open': { guard: 'isVersion', target: 'loading' } } },
        loading: {
          tags: ['loading'],
          on: { 'changes.close': 'closed' },
          invoke: {
            id: 'loadChanges',
            src: 'loadChanges',
            input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
            onDone: { target: 'shown', actions: { type: 'setChanges', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        shown: { on: { 'changes.close': 'closed' } },
        failed: { tags: ['error'], on: { 'changes.retry': 'loading', 'changes.close': 'closed' } },
      },
    },
    /** "Make it my own": the copy is made, then opened by the app. */
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'version.make': { guard: 'mayMakeOwn', target: 'making' } } },
        making: {
          tags: ['busy'],
          invoke: {
            id: 'makeVersion',
            src: 'makeVersion',
            input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
            onDone: {
              target: 'idle',
              actions: { type: 'announce', params: ({ event }) => event.output._id },
            },
            onError: { target: 'idle', actions: 'toastNotMade' },
          },
        },
      },
    },
  },
});
