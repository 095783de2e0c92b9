// The 'Create a New Recipe' modal (SPEC §4, §5): idle, submitting ('Publishing…', button disabled), success
// (closed and reset, 'Recipe created!', the list reloads), failure (stays open with what was typed).
// Title and photo are required; nothing is sent without them.
import { messages } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { alertNotice, type Notice } from './support/notices.ts';
import type { MemberRecipe, NewRecipe } from './support/records.ts';

export interface CreateRecipeClient {
  createRecipe(recipe: NewRecipe): Promise<MemberRecipe>;
}

export type CreateRecipeInput = { client: CreateRecipeClient };

export type CreateRecipeEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | { type: 'recipe.submit'; recipe: NewRecipe };

/** Tells the My Recipes list to reload. */
export type RecipeCreated = { type: 'recipe.created'; recipe: MemberRecipe };

export type RequiredField = 'title' | 'image';

type CreateRecipeContext = CreateRecipeInput & { draft: NewRecipe | null; missing: RequiredField[] };

const missingFields = (recipe: NewRecipe): RequiredField[] => [
  ...(recipe.title.trim() ? [] : (['title'] as const)),
  ...(recipe.image ? [] : (['image'] as const)),
];

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
    keepDraft: assign(({ event }) =>
      event.type === 'recipe.submit' ? { draft: event.recipe, missing: missingFields(event.recipe) } : {},
    ),
    reset: assign({ draft: null, missing: [] }),
    announce: emit((_, recipe: MemberRecipe) => ({ type: 'recipe.created' as const, recipe })),
    alertCreated: emit(alertNotice(messages.recipeCreated)),
  },
  guards: {
    isComplete: ({ event }) => event.type === 'recipe.submit' && missingFields(event.recipe).length === 0,
  },
}).createMachine({
  id: 'createRecipe',
  context: ({ input }) => ({ ...input, draft: null, missing: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'form.open': 'editing' },
    },
    editing: {
      on: {
        'recipe.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'keepDraft' },
          { actions: 'keepDraft' },
        ],
        'form.close': { target: 'closed', actions: 'reset' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createRecipe',
        src: 'createRecipe',
        input: ({ context }) => ({ client: context.client, recipe: context.draft as NewRecipe }),
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
        'recipe.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'keepDraft' },
          { target: 'editing', actions: 'keepDraft' },
        ],
        'form.close': { target: 'closed', actions: 'reset' },
      },
    },
    /** Closed and reset after success; opening again starts an empty form. */
    created: {
      on: { 'form.open': 'editing' },
    },
  },
});
