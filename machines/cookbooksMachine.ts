// The cookbooks list (SPEC §2, §4, §5): 8 placeholders while loading, then cards. The 'Create a New Cookbook'
// dialog needs a title (at most 18 characters) and a cover; new cookbooks are private unless switched; after
// success the dialog resets and closes and the new card is appended. Privacy follows the server's isPublic;
// a card goes away only after the member confirmed ('confirmingDelete') and the delete call succeeded.
import { canCreateCookbook, limits } from '@potluck/domain';
import { assign, fromPromise, setup } from 'xstate';
import { deleteAfterConfirming, savingPrivacy } from './support/ownCards.ts';
import type { Cookbook, Id } from './support/records.ts';

export type CookbookDraft = { title: string; coverImage: string | null; isPublic: boolean };

export interface CookbooksClient {
  getCookbooks(): Promise<Cookbook[]>;
  createCookbook(cookbook: { title: string; coverImage: string; isPublic: boolean }): Promise<Cookbook>;
  setCookbookPrivacy(id: Id, isPublic: boolean): Promise<{ isPublic: boolean }>;
  deleteCookbook(id: Id): Promise<unknown>;
}

export type CookbooksInput = { client: CookbooksClient };

export type CookbooksEvent =
  | { type: 'cookbooks.reload' }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | ({ type: 'draft.change' } & Partial<CookbookDraft>)
  | { type: 'cookbook.create' }
  | { type: 'cookbook.togglePrivacy'; id: Id }
  | { type: 'cookbook.delete'; id: Id }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

type CookbooksContext = CookbooksInput & { cookbooks: Cookbook[]; draft: CookbookDraft; target: Id | null };

const emptyDraft: CookbookDraft = { title: '', coverImage: null, isPublic: false };

/** The create button is enabled only for a title and a cover (SPEC §5). */
export const isDraftComplete = (draft: CookbookDraft): boolean =>
  canCreateCookbook(draft.title, draft.coverImage);

/** 'Are you sure you want to delete this cookbook?' (confirmingDelete), then the delete call (deleting). */
const deleteCookbook = deleteAfterConfirming('deleteCookbook', 'browsing');

export const cookbooksMachine = setup({
  types: {
    context: {} as CookbooksContext,
    events: {} as CookbooksEvent,
    input: {} as CookbooksInput,
  },
  actors: {
    loadCookbooks: fromPromise<Cookbook[], { client: CookbooksClient }>(({ input }) =>
      input.client.getCookbooks(),
    ),
    createCookbook: fromPromise<Cookbook, { client: CookbooksClient; draft: CookbookDraft }>(({ input }) =>
      input.client.createCookbook({
        title: input.draft.title.trim(),
        coverImage: input.draft.coverImage ?? '',
        isPublic: input.draft.isPublic,
      }),
    ),
    setPrivacy: fromPromise<{ isPublic: boolean }, { client: CookbooksClient; id: Id; isPublic: boolean }>(
      ({ input }) => input.client.setCookbookPrivacy(input.id, input.isPublic),
    ),
    deleteCookbook: fromPromise<unknown, { client: CookbooksClient; id: Id }>(({ input }) =>
      input.client.deleteCookbook(input.id),
    ),
  },
  actions: {
    setCookbooks: assign({ cookbooks: (_, cookbooks: Cookbook[]) => cookbooks }),
    editDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'draft.change') return context.draft;
        const { type: _, ...change } = event;
        // The title input stops at 18 characters, as the counter 'n/18 characters' says.
        const title = (change.title ?? context.draft.title).slice(0, limits.cookbookTitleMax);
        return { ...context.draft, ...change, title };
      },
    }),
    resetDraft: assign({ draft: emptyDraft }),
    append: assign({ cookbooks: ({ context }, cookbook: Cookbook) => [...context.cookbooks, cookbook] }),
    setTarget: assign({ target: ({ event }) => ('id' in event ? event.id : null) }),
    clearTarget: assign({ target: null }),
    applyPrivacy: assign({
      cookbooks: ({ context }, { isPublic }: { isPublic: boolean }) =>
        context.cookbooks.map((c) => (c._id === context.target ? { ...c, isPublic } : c)),
    }),
    removeTarget: assign({
      cookbooks: ({ context }) => context.cookbooks.filter((c) => c._id !== context.target),
    }),
  },
  guards: {
    isDraftComplete: ({ context }) => isDraftComplete(context.draft),
  },
}).createMachine({
  id: 'cookbooks',
  context: ({ input }) => ({ ...input, cookbooks: [], draft: emptyDraft, target: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCookbooks',
        src: 'loadCookbooks',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'ready', actions: { type: 'setCookbooks', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['error'], on: { 'cookbooks.reload': 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'cookbooks.reload': '#cookbooks.loading',
            'dialog.open': 'creating',
            'cookbook.togglePrivacy': { target: 'savingPrivacy', actions: 'setTarget' },
            'cookbook.delete': { target: 'confirmingDelete', actions: 'setTarget' },
          },
        },
        // SPEC §5: 'Are you sure you want to delete this cookbook? This action cannot be undone.'
        confirmingDelete: deleteCookbook.confirming,
        creating: {
          initial: 'editing',
          on: { 'dialog.close': { target: 'browsing', actions: 'resetDraft' } },
          states: {
            editing: {
              on: {
                'draft.change': { actions: 'editDraft' },
                'cookbook.create': { guard: 'isDraftComplete', target: 'saving' },
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'dialog.close': {} },
              invoke: {
                id: 'createCookbook',
                src: 'createCookbook',
                input: ({ context }) => ({ client: context.client, draft: context.draft }),
                onDone: {
                  target: '#cookbooks.ready.browsing',
                  actions: [{ type: 'append', params: ({ event }) => event.output }, 'resetDraft'],
                },
                // SPEC §8: only logged; the dialog keeps what was typed.
                onError: { target: 'editing' },
              },
            },
          },
        },
        savingPrivacy: savingPrivacy({
          back: 'browsing',
          cards: (context: CookbooksContext) => context.cookbooks,
        }),
        deleting: deleteCookbook.calling,
      },
    },
  },
});
