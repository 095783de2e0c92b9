// The 'Create a New Recipe' modal (SPEC §4, §5): editing, submitting ('Publishing…', button disabled), success
// (closed and reset, 'Recipe created!', the list reloads), failure (stays open with what was typed).
// What is typed is the machine's draft, as the form shows it (text per field); it becomes the create call's body
// only when sent. Title and photo are required; nothing is sent without them, and once a submit was refused the
// form says which is missing ('incomplete').
import { messages } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { alertNotice, type Notice } from './support/notices.ts';
import type { MemberRecipe, NewRecipe } from './support/records.ts';

export interface CreateRecipeClient {
  createRecipe(recipe: NewRecipe): Promise<MemberRecipe>;
}

export type CreateRecipeInput = { client: CreateRecipeClient };

export type RecipeTags = { mealType: string[]; cuisine: string[]; diet: string[]; intolerance: string[] };

/** The form as typed: ingredients and instructions one per line, times as the number fields hold them. */
export type RecipeDraft = {
  title: string;
  /** The photo as a data URL. */
  image: string | null;
  ingredients: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  link: string;
  tags: RecipeTags;
  isPublic: boolean;
};

export const emptyRecipeDraft: RecipeDraft = {
  title: '',
  image: null,
  ingredients: '',
  instructions: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  link: '',
  tags: { mealType: [], cuisine: [], diet: [], intolerance: [] },
  // SPEC §4: public by default.
  isPublic: true,
};

export type CreateRecipeEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | ({ type: 'draft.change' } & Partial<RecipeDraft>)
  | { type: 'recipe.submit' };

/** Tells the My Recipes list to reload. */
export type RecipeCreated = { type: 'recipe.created'; recipe: MemberRecipe };

export type RequiredField = 'title' | 'image';

type CreateRecipeContext = CreateRecipeInput & { draft: RecipeDraft };

export const missingFields = (draft: RecipeDraft): RequiredField[] => [
  ...(draft.title.trim() ? [] : (['title'] as const)),
  ...(draft.image ? [] : (['image'] as const)),
];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const minutes = (text: string) => (text.trim() === '' ? null : Number(text));

/** The create call's body (SPEC §7 POST /api/recipes). */
export const toNewRecipe = (draft: RecipeDraft): NewRecipe => ({
  title: draft.title.trim(),
  image: draft.image ?? '',
  ingredients: lines(draft.ingredients),
  instructions: lines(draft.instructions),
  prepTime: minutes(draft.prepTime),
  cookTime: minutes(draft.cookTime),
  servings: draft.servings.trim(),
  link: draft.link.trim(),
  tags: draft.tags,
  isPublic: draft.isPublic,
});

export const createRecipeMachine = setup({
  types: {
    context: {} as CreateRecipeContext,
    events: {} as CreateRecipeEvent,
    input: {} as CreateRecipeInput,
    emitted: {} as Notice | RecipeCreated,
  },
  actors: {
    createRecipe: fromPromise<MemberRecipe, { client: CreateRecipeClient; recipe: NewRecipe }>(({ input }) =>
      input.client.createRecipe(input.recipe),
    ),
  },
  actions: {
    changeDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'draft.change') return context.draft;
        const { type: _, ...change } = event;
        return { ...context.draft, ...change };
      },
    }),
    reset: assign({ draft: emptyRecipeDraft }),
    announce: emit((_, recipe: MemberRecipe) => ({ type: 'recipe.created' as const, recipe })),
    alertCreated: emit(alertNotice(messages.recipeCreated)),
  },
  guards: {
    isComplete: ({ context }) => missingFields(context.draft).length === 0,
  },
}).createMachine({
  id: 'createRecipe',
  context: ({ input }) => ({ ...input, draft: emptyRecipeDraft }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'form.open': 'editing' },
    },
    editing: {
      initial: 'fresh',
      on: {
        'draft.change': { actions: 'changeDraft' },
        'recipe.submit': [{ guard: 'isComplete', target: 'submitting' }, { target: '.incomplete' }],
        'form.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        fresh: {},
        /** A submit was refused: the form says 'Please enter a title.' / 'Please add a photo.' while missing. */
        incomplete: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createRecipe',
        src: 'createRecipe',
        input: ({ context }) => ({ client: context.client, recipe: toNewRecipe(context.draft) }),
        onDone: {
          target: 'created',
          actions: ['reset', { type: 'announce', params: ({ event }) => event.output }, 'alertCreated'],
        },
        onError: { target: 'failed' },
      },
    },
    /** SPEC §8: the failure is only logged; the form stays open with what was typed. */
    failed: {
      tags: ['error'],
      on: {
        'draft.change': { actions: 'changeDraft' },
        'recipe.submit': [{ guard: 'isComplete', target: 'submitting' }, { target: 'editing.incomplete' }],
        'form.close': { target: 'closed', actions: 'reset' },
      },
    },
    /** Closed and reset after success; opening again starts an empty form. */
    created: {
      on: { 'form.open': 'editing' },
    },
  },
});
