// A cookbook page (SPEC §2, §4, §8, §9). The cookbook and its recipe summaries come from the app's one cache of
// answers, which keeps a cookbook 10 minutes (packages/client); whenever someone else changes it (a collaborator
// removed a recipe, say) the live-event router marks it stale and the page reads it again (`freshness`), so
// another owner's change shows within seconds. Owners remove a recipe only after answering 'Are you sure you
// want to remove this recipe?' (`recipes.confirmingRemove`); once the server has removed it, the client reads the
// cookbook afresh next time. '+ Add collaborator' opens the invite dialog, whose search is the invite search
// machine invoked while `invite.open`; once it has added someone the dialog closes and the page reads the
// cookbook again. Owners export the cookbook as a PDF in the browser: generating, done or failed.
// A recipe card opens the recipe in a modal (`recipe.open`).

import type { OnStale } from '@potluck/contract';
import { messages } from '@potluck/domain';
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { type InviteClient, type InviteSearchEvent, inviteSearchMachine } from './inviteSearchMachine.ts';
import { confirmThenCall } from './support/confirmThenCall.ts';
import { errorOf } from './support/errors.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import type { CookbookDetail, Id, OpenedRecipe } from './support/records.ts';

export interface CookbookDetailClient extends InviteClient {
  /** GET /api/cookbook/:id?expand=recipes. */
  getCookbook(id: Id): Promise<CookbookDetail>;
  removeRecipeFromCookbook(cookbookId: Id, recipeId: string): Promise<unknown>;
  /** Hears when someone else changed the cookbook (the live-event router marks `['cookbook', id]` stale). */
  onStale: OnStale;
}

/** Asks the app to put every recipe's ingredients on the member's shopping list (its machine queues it). */
export type ShoppingAddCookbook = { type: 'shopping.addCookbook'; cookbookId: Id; title: string };

/** Builds and saves the PDF in the browser (jspdf, loaded lazily by the app). */
export type ExportPdf = (cookbook: CookbookDetail) => Promise<void>;

export type CookbookDetailInput = {
  client: CookbookDetailClient;
  cookbookId: Id;
  memberId: Id;
  /** The invite search leaves the member out of its results. */
  memberUsername: string;
  exportPdf: ExportPdf;
  /**
   * Keeps the recipes of a cookbook shown fresh from the server readable offline (the app reads them once, and
   * the client keeps what it reads, decision 032); absent where there is nothing to keep them in.
   */
  keepForOffline?: (cookbook: CookbookDetail) => void;
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
  | { type: 'pdf.export' }
  /** 'Add all to shopping list'. */
  | { type: 'shopping.addAll' }
  /** The server says the cookbook changed (live event), or the member asks for a fresh copy. */
  | { type: 'cookbook.changed' };

type CookbookDetailContext = CookbookDetailInput & {
  cookbook: CookbookDetail | null;
  removing: string | null;
  opened: OpenedRecipe | null;
};

type LoadInput = { client: CookbookDetailClient; id: Id };

/** A recipe leaves the cookbook only after the owner confirmed and the server removed it. */
const removeRecipe = confirmThenCall({
  answer: 'remove',
  calling: 'removing',
  back: 'idle',
  forget: 'clearRemoving',
  call: 'removeRecipe',
  input: ({ context }: { context: CookbookDetailContext }) => ({
    client: context.client,
    cookbookId: context.cookbookId,
    recipeId: context.removing ?? '',
  }),
  done: ['dropRemoved', 'toastRemoved'],
  failed: ['clearRemoving', 'toastRemoveFailed'],
});

export const cookbookDetailMachine = setup({
  types: {
    context: {} as CookbookDetailContext,
    events: {} as CookbookDetailEvent,
    input: {} as CookbookDetailInput,
    emitted: {} as Notice | ShoppingAddCookbook,
    children: {} as { invite: 'inviteSearch' },
  },
  actors: {
    inviteSearch: inviteSearchMachine,
    /** The cookbook as the cache has it: kept up to 10 minutes, read again once someone else changed it. */
    loadCookbook: fromPromise<CookbookDetail, LoadInput>(({ input }) => input.client.getCookbook(input.id)),
    /** Tells the machine when someone else changed this cookbook. */
    liveUpdates: fromCallback<CookbookDetailEvent, LoadInput>(({ input, sendBack }) =>
      input.client.onStale(['cookbook', input.id], () => sendBack({ type: 'cookbook.changed' })),
    ),
    removeRecipe: fromPromise<unknown, { client: CookbookDetailClient; cookbookId: Id; recipeId: string }>(
      ({ input }) => input.client.removeRecipeFromCookbook(input.cookbookId, input.recipeId),
    ),
    /** The cookbook as it is now (a copy another owner changed was marked stale), so the PDF has its recipes. */
    exportPdf: fromPromise<CookbookDetail, LoadInput & { exportPdf: ExportPdf }>(async ({ input }) => {
      const fresh = await input.client.getCookbook(input.id);
      await input.exportPdf(fresh);
      return fresh;
    }),
  },
  actions: {
    setCookbook: assign({ cookbook: (_, cookbook: CookbookDetail) => cookbook }),
    keepForOffline: ({ context }) => {
      if (context.cookbook) context.keepForOffline?.(context.cookbook);
    },
    forgetCookbook: assign({ cookbook: null }),
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
    setOpened: assign({ opened: ({ event }) => (event.type === 'recipe.open' ? event.recipe : null) }),
    clearOpened: assign({ opened: null }),
    /** What is typed and pressed in the dialog goes to its search. */
    forwardToInvite: sendTo('invite', ({ event }) => event),
    toastRemoved: emit(toastNotice(messages.recipeRemoved, 'success')),
    toastRemoveFailed: emit(toastNotice(messages.removeRecipeFailed, 'error')),
    addToShoppingList: emit(({ context }) => ({
      type: 'shopping.addCookbook' as const,
      cookbookId: context.cookbookId,
      title: context.cookbook?.title ?? '',
    })),
  },
  guards: {
    isOwner: ({ context }) => context.cookbook?.owners?.includes(context.memberId) ?? false,
    isGone: (_, error: unknown) => (error as { status?: number } | null)?.status === 404,
  },
}).createMachine({
  id: 'cookbookDetail',
  context: ({ input }) => ({ ...input, cookbook: null, removing: null, opened: null }),
  invoke: {
    id: 'liveUpdates',
    src: 'liveUpdates',
    input: ({ context }) => ({ client: context.client, id: context.cookbookId }),
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCookbook',
        src: 'loadCookbook',
        input: ({ context }) => ({ client: context.client, id: context.cookbookId }),
        onDone: { target: 'loaded', actions: { type: 'setCookbook', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    /** The empty view (SPEC §2: an empty view on load failure). */
    failed: { tags: ['error'] },
    loaded: {
      type: 'parallel',
      on: {
        // 'Add all to shopping list': the shopping list's machine queues it like any change of the list (the app
        // forwards the request), keeps it offline and says when it is saved.
        'shopping.addAll': { actions: 'addToShoppingList' },
      },
      states: {
        /** Whether what is shown is the server's latest: one someone else changed is read again. */
        freshness: {
          initial: 'fresh',
          states: {
            fresh: { entry: 'keepForOffline', on: { 'cookbook.changed': 'refreshing' } },
            refreshing: {
              on: { 'cookbook.changed': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshCookbook',
                src: 'loadCookbook',
                input: ({ context }) => ({ client: context.client, id: context.cookbookId }),
                onDone: {
                  target: 'fresh',
                  actions: { type: 'setCookbook', params: ({ event }) => event.output },
                },
                onError: [
                  // Deleted, or no longer shared with the member: the page's empty view.
                  {
                    guard: { type: 'isGone', params: errorOf },
                    target: '#cookbookDetail.failed',
                    actions: 'forgetCookbook',
                  },
                  // SPEC §8: only logged; the copy shown stays.
                  { target: 'fresh' },
                ],
              },
            },
          },
        },
        recipes: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'recipe.remove': { guard: 'isOwner', target: 'confirmingRemove', actions: 'setRemoving' },
              },
            },
            /** 'Are you sure you want to remove this recipe?' */
            confirmingRemove: removeRecipe.confirming,
            removing: removeRecipe.calling,
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
                input: ({ context }) => ({
                  client: context.client,
                  id: context.cookbookId,
                  exportPdf: context.exportPdf,
                }),
                onDone: {
                  target: 'done',
                  actions: { type: 'setCookbook', params: ({ event }) => event.output },
                },
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
                // A collaborator was invited: the page reads the cookbook again (the client forgot its copy).
                onDone: { target: '#cookbookDetail.loading' },
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
