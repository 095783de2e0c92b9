// The My Recipes page (SPEC §2, §5, §6): 8 skeleton cards while loading, then the member's own recipes.
// The owner deletes a recipe after confirming ('confirmingDelete') and toggles its privacy; the card changes only
// once the server answered. A created recipe (createRecipeMachine's `recipe.created`) reloads the list. Beside
// the list, the recipe opened from a card (the modal).
import { assign, fromPromise, setup } from 'xstate';
import { deleteAfterConfirming, savingPrivacy } from './support/ownCards.ts';
import type { Id, MemberRecipe, OpenedRecipe } from './support/records.ts';

export interface MyRecipesClient {
  getMyRecipes(): Promise<MemberRecipe[]>;
  deleteRecipe(id: Id): Promise<unknown>;
  setRecipePrivacy(id: Id, isPublic: boolean): Promise<{ isPublic: boolean }>;
}

export type MyRecipesInput = { client: MyRecipesClient };

export type MyRecipesEvent =
  | { type: 'recipes.reload' }
  | { type: 'recipe.delete'; id: Id }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'recipe.togglePrivacy'; id: Id }
  | { type: 'recipe.open'; id: Id; title?: string | undefined }
  | { type: 'recipe.close' };

type MyRecipesContext = MyRecipesInput & {
  recipes: MemberRecipe[];
  target: Id | null;
  opened: OpenedRecipe | null;
};

/** 'Are you sure you want to delete this recipe?' (confirmingDelete), then the delete call (deleting). */
const deleteRecipe = deleteAfterConfirming('deleteRecipe', 'ready');

export const myRecipesMachine = setup({
  types: {
    context: {} as MyRecipesContext,
    events: {} as MyRecipesEvent,
    input: {} as MyRecipesInput,
  },
  actors: {
    loadRecipes: fromPromise<MemberRecipe[], { client: MyRecipesClient }>(({ input }) =>
      input.client.getMyRecipes(),
    ),
    deleteRecipe: fromPromise<unknown, { client: MyRecipesClient; id: Id }>(({ input }) =>
      input.client.deleteRecipe(input.id),
    ),
    setPrivacy: fromPromise<{ isPublic: boolean }, { client: MyRecipesClient; id: Id; isPublic: boolean }>(
      ({ input }) => input.client.setRecipePrivacy(input.id, input.isPublic),
    ),
  },
  actions: {
    setRecipes: assign({ recipes: (_, recipes: MemberRecipe[]) => recipes }),
    setTarget: assign({
      target: ({ event }) =>
        event.type === 'recipe.delete' || event.type === 'recipe.togglePrivacy' ? event.id : null,
    }),
    openRecipe: assign({
      opened: ({ event }) => (event.type === 'recipe.open' ? { id: event.id, title: event.title } : null),
    }),
    closeRecipe: assign({ opened: null }),
    clearTarget: assign({ target: null }),
    removeTarget: assign({
      recipes: ({ context }) => context.recipes.filter((r) => r._id !== context.target),
    }),
    applyPrivacy: assign({
      recipes: ({ context }, { isPublic }: { isPublic: boolean }) =>
        context.recipes.map((r) => (r._id === context.target ? { ...r, isPublic } : r)),
    }),
  },
}).createMachine({
  id: 'myRecipes',
  context: ({ input }) => ({ ...input, recipes: [], target: null, opened: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadRecipes',
            src: 'loadRecipes',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'ready', actions: { type: 'setRecipes', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        /** SPEC §8: the failure is only logged; the page shows its empty text. */
        failed: {
          tags: ['error'],
          on: { 'recipes.reload': 'loading' },
        },
        ready: {
          on: {
            'recipes.reload': 'loading',
            'recipe.delete': { target: 'confirmingDelete', actions: 'setTarget' },
            'recipe.togglePrivacy': { target: 'savingPrivacy', actions: 'setTarget' },
          },
        },
        /** SPEC §5: 'Are you sure you want to delete this recipe? This action cannot be undone.' */
        confirmingDelete: deleteRecipe.confirming,
        deleting: deleteRecipe.calling,
        savingPrivacy: savingPrivacy({
          back: 'ready',
          cards: (context: MyRecipesContext) => context.recipes,
        }),
      },
    },
    /** A card opens its recipe in a modal over the list; Escape or the backdrop closes it (SPEC §2). */
    recipe: {
      initial: 'closed',
      states: {
        closed: { on: { 'recipe.open': { target: 'open', actions: 'openRecipe' } } },
        open: { on: { 'recipe.close': { target: 'closed', actions: 'closeRecipe' } } },
      },
    },
  },
});
