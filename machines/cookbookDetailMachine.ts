// A cookbook page (SPEC §2, §4, §8, §9). The cookbook and its recipe summaries are cached in local storage for
// 10 minutes; removing a recipe (after confirming) drops the cache, and so does a new collaborator, which also
// refreshes the page. Owners export the cookbook as a PDF in the browser: generating, done or failed.
import { confirmations, limits, messages } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Clock, Confirm, KeyValueStorage } from './support/env.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import type { CookbookDetail, Id } from './support/records.ts';
import { cookbookCacheKey, readCache, writeCache } from './support/storageKeys.ts';

export interface CookbookDetailClient {
  /** GET /api/cookbook/:id?expand=recipes. */
  getCookbook(id: Id): Promise<CookbookDetail>;
  removeRecipeFromCookbook(cookbookId: Id, recipeId: string): Promise<unknown>;
}

/** Builds and saves the PDF in the browser (jspdf, loaded lazily by the app). */
export type ExportPdf = (cookbook: CookbookDetail) => Promise<void>;

export type CookbookDetailInput = {
  client: CookbookDetailClient;
  cookbookId: Id;
  memberId: Id;
  localStorage: KeyValueStorage;
  now: Clock;
  confirm: Confirm;
  exportPdf: ExportPdf;
};

export type CookbookDetailEvent =
  | { type: 'recipe.remove'; recipeId: string }
  | { type: 'collaborator.added' }
  | { type: 'pdf.export' };

type CookbookDetailContext = CookbookDetailInput & {
  cookbook: CookbookDetail | null;
  removing: string | null;
};

type LoadInput = { client: CookbookDetailClient; id: Id; storage: KeyValueStorage; now: Clock };

export const cookbookDetailMachine = setup({
  types: {
    context: {} as CookbookDetailContext,
    events: {} as CookbookDetailEvent,
    input: {} as CookbookDetailInput,
    emitted: {} as Notice,
  },
  actors: {
    loadCookbook: fromPromise<CookbookDetail, LoadInput>(async ({ input: { client, id, storage, now } }) => {
      const key = cookbookCacheKey(id);
      const cached = readCache<CookbookDetail>(storage, key, now(), limits.cookbookCacheMs);
      if (cached) return cached;
      const cookbook = await client.getCookbook(id);
      writeCache(storage, key, now(), cookbook);
      return cookbook;
    }),
    removeRecipe: fromPromise<unknown, { client: CookbookDetailClient; cookbookId: Id; recipeId: string }>(
      ({ input }) => input.client.removeRecipeFromCookbook(input.cookbookId, input.recipeId),
    ),
    exportPdf: fromPromise<void, { exportPdf: ExportPdf; cookbook: CookbookDetail | null }>(({ input }) =>
      input.cookbook ? input.exportPdf(input.cookbook) : Promise.reject(new Error('No cookbook loaded')),
    ),
  },
  actions: {
    setCookbook: assign({ cookbook: (_, cookbook: CookbookDetail) => cookbook }),
    setRemoving: assign({
      removing: ({ event }) => (event.type === 'recipe.remove' ? event.recipeId : null),
    }),
    dropRemoved: assign({
      cookbook: ({ context }) =>
        context.cookbook && {
          ...context.cookbook,
          recipes: context.cookbook.recipes.filter((id) => id !== context.removing),
          recipeSummaries: context.cookbook.recipeSummaries?.filter((r) => String(r.id) !== context.removing),
        },
      removing: null,
    }),
    clearRemoving: assign({ removing: null }),
    dropCache: ({ context }) => context.localStorage.removeItem(cookbookCacheKey(context.cookbookId)),
    toastRemoved: emit(toastNotice(messages.recipeRemoved, 'success')),
    toastRemoveFailed: emit(toastNotice(messages.removeRecipeFailed, 'error')),
  },
  guards: {
    isOwner: ({ context }) => context.cookbook?.owners?.includes(context.memberId) ?? false,
    isRemoveConfirmed: ({ context }) =>
      (context.cookbook?.owners?.includes(context.memberId) ?? false) &&
      context.confirm(confirmations.removeRecipe),
  },
}).createMachine({
  id: 'cookbookDetail',
  context: ({ input }) => ({ ...input, cookbook: null, removing: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCookbook',
        src: 'loadCookbook',
        input: ({ context }) => ({
          client: context.client,
          id: context.cookbookId,
          storage: context.localStorage,
          now: context.now,
        }),
        onDone: { target: 'loaded', actions: { type: 'setCookbook', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    /** The empty view (SPEC §2: an empty view on load failure). */
    failed: { tags: ['error'] },
    loaded: {
      type: 'parallel',
      on: { 'collaborator.added': { target: 'loading', actions: 'dropCache' } },
      states: {
        recipes: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'recipe.remove': { guard: 'isRemoveConfirmed', target: 'removing', actions: 'setRemoving' },
              },
            },
            removing: {
              tags: ['busy'],
              invoke: {
                id: 'removeRecipe',
                src: 'removeRecipe',
                input: ({ context }) => ({
                  client: context.client,
                  cookbookId: context.cookbookId,
                  recipeId: context.removing ?? '',
                }),
                onDone: { target: 'idle', actions: ['dropRemoved', 'dropCache', 'toastRemoved'] },
                onError: { target: 'idle', actions: ['clearRemoving', 'toastRemoveFailed'] },
              },
            },
          },
        },
        pdf: {
          initial: 'idle',
          states: {
            idle: { on: { 'pdf.export': { guard: 'isOwner', target: 'generating' } } },
            generating: {
              tags: ['busy'],
              invoke: {
                id: 'exportPdf',
                src: 'exportPdf',
                input: ({ context }) => ({ exportPdf: context.exportPdf, cookbook: context.cookbook }),
                onDone: { target: 'done' },
                onError: { target: 'failed' },
              },
            },
            done: { on: { 'pdf.export': 'generating' } },
            failed: { tags: ['error'], on: { 'pdf.export': 'generating' } },
          },
        },
      },
    },
  },
});
