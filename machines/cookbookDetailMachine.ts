// A cookbook page (SPEC §2, §4, §8, §9). The cookbook and its recipe summaries are cached in local storage for
// 10 minutes. Owners remove a recipe only after answering 'Are you sure you want to remove this recipe?'
// (`recipes.confirmingRemove`), which drops the cache. '+ Add collaborator' opens the invite dialog, whose search
// is the invite search machine invoked while `invite.open`; once it has added someone the dialog closes and the
// page refreshes past the cache. Owners export the cookbook as a PDF in the browser: generating, done or failed.
// A recipe card opens the recipe in a modal (`recipe.open`).
import { limits, messages } from '@potluck/domain';
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { type InviteClient, type InviteSearchEvent, inviteSearchMachine } from './inviteSearchMachine.ts';
import type { Clock, KeyValueStorage } from './support/env.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import type { CookbookDetail, Id, OpenedRecipe } from './support/records.ts';
import { cookbookCacheKey, readCache, writeCache } from './support/storageKeys.ts';

export interface CookbookDetailClient extends InviteClient {
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
  /** The invite search leaves the member out of its results. */
  memberUsername: string;
  localStorage: KeyValueStorage;
  now: Clock;
  exportPdf: ExportPdf;
};

/** A recipe shown in the modal: its title names the dialog until the recipe has loaded. */

export type CookbookDetailEvent =
  | { type: 'recipe.remove'; recipeId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'invite.open' }
  | { type: 'invite.close' }
  | InviteSearchEvent
  | { type: 'recipe.open'; recipe: OpenedRecipe }
  | { type: 'recipe.close' }
  | { type: 'pdf.export' };

type CookbookDetailContext = CookbookDetailInput & {
  cookbook: CookbookDetail | null;
  removing: string | null;
  opened: OpenedRecipe | null;
};

type LoadInput = { client: CookbookDetailClient; id: Id; storage: KeyValueStorage; now: Clock };

export const cookbookDetailMachine = setup({
  types: {
    context: {} as CookbookDetailContext,
    events: {} as CookbookDetailEvent,
    input: {} as CookbookDetailInput,
    emitted: {} as Notice,
    children: {} as { invite: 'inviteSearch' },
  },
  actors: {
    inviteSearch: inviteSearchMachine,
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
    setOpened: assign({ opened: ({ event }) => (event.type === 'recipe.open' ? event.recipe : null) }),
    clearOpened: assign({ opened: null }),
    /** What is typed and pressed in the dialog goes to its search. */
    forwardToInvite: sendTo('invite', ({ event }) => event),
    toastRemoved: emit(toastNotice(messages.recipeRemoved, 'success')),
    toastRemoveFailed: emit(toastNotice(messages.removeRecipeFailed, 'error')),
  },
  guards: {
    isOwner: ({ context }) => context.cookbook?.owners?.includes(context.memberId) ?? false,
  },
}).createMachine({
  id: 'cookbookDetail',
  context: ({ input }) => ({ ...input, cookbook: null, removing: null, opened: null }),
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
      states: {
        recipes: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'recipe.remove': { guard: 'isOwner', target: 'confirmingRemove', actions: 'setRemoving' },
              },
            },
            /** 'Are you sure you want to remove this recipe?' */
            confirmingRemove: {
              on: {
                'remove.confirm': 'removing',
                'remove.cancel': { target: 'idle', actions: 'clearRemoving' },
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
        invite: {
          initial: 'closed',
          states: {
            closed: { on: { 'invite.open': { guard: 'isOwner', target: 'open' } } },
            /** The Invite Collaborator dialog. */
            open: {
              on: {
                'invite.close': 'closed',
                'query.change': { actions: 'forwardToInvite' },
                'invite.send': { actions: 'forwardToInvite' },
              },
              invoke: {
                id: 'invite',
                src: 'inviteSearch',
                input: ({ context }) => ({
                  client: context.client,
                  cookbookId: context.cookbookId,
                  currentUsername: context.memberUsername,
                }),
                // A collaborator was added: the owners changed, so the page reloads past the cache.
                onDone: { target: '#cookbookDetail.loading', actions: 'dropCache' },
              },
            },
          },
        },
        recipe: {
          initial: 'closed',
          states: {
            closed: { on: { 'recipe.open': { target: 'open', actions: 'setOpened' } } },
            /** The recipe in a modal over the cookbook. */
            open: {
              on: {
                'recipe.open': { target: 'open', actions: 'setOpened' },
                'recipe.close': { target: 'closed', actions: 'clearOpened' },
              },
            },
          },
        },
      },
    },
  },
});
