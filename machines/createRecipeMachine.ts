// The 'Create a New Recipe' modal (SPEC §4, §5): editing, submitting ('Publishing…', button disabled), success
// (closed and reset, 'Recipe created!', the list reloads), failure (stays open with what was typed).
// What is typed is the machine's draft, as the form shows it (text per field); it becomes the create call's body
// only when sent. Title and photo are required; nothing is sent without them, and once a submit was refused the
// form says which is missing ('incomplete').
// 'Import from a link' (issue 19) asks the server to read a recipe page (importing); its draft fills the form for
// the member to review, with the page as its link (imported), or the form says why it could not (importFailed).
// Opening the form loads the member's cookbooks for its picker (SPEC §7's cookbookId on create); if that load
// fails the picker is left out (SPEC §8: logged only) and the recipe is created outside any cookbook.
// Each refused submit counts (`refusals`), so the form moves focus to the first missing field every time.
import type { RecipeDraft as ImportedDraft } from '@potluck/contract';
import { emptyRecipeFormDraft, messages, type RecipeFormDraft } from '@potluck/domain';
import { assign, emit, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { errorOf, statusOf } from './support/errors.ts';
import { alertNotice, type Notice } from './support/notices.ts';
import type { Cookbook, MemberRecipe, NewRecipe } from './support/records.ts';

export interface CreateRecipeClient {
  createRecipe(recipe: NewRecipe): Promise<MemberRecipe>;
  /** GET /api/cookbook: the cookbooks the member owns, for the picker. */
  getCookbooks(): Promise<Cookbook[]>;
  /** POST /api/recipes/import: a draft read from the page, not saved. */
  importRecipe(url: string): Promise<ImportedDraft>;
}

export type CreateRecipeInput = { client: CreateRecipeClient };

/** A cookbook the picker offers. */
export type CookbookChoice = { id: string; title: string };

export type CreateRecipeEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | ({ type: 'draft.change' } & Partial<RecipeFormDraft>)
  | { type: 'recipe.submit' }
  | { type: 'import.change'; url: string }
  | { type: 'import.submit' };

/** Why a page could not be imported, from the server's answer (API.md POST /api/recipes/import). */
export type ImportProblem = 'notAllowed' | 'noRecipe' | 'unreadable' | 'tooLarge' | 'tooSlow' | 'failed';

export const importProblemMessages: Record<ImportProblem, string> = {
  notAllowed: 'That link cannot be imported: enter the full address of a public web page (https://…).',
  noRecipe: 'No recipe was found on that page.',
  unreadable: 'That page could not be read: it answered with an error or is not a web page.',
  tooLarge: 'That page is too large to import.',
  tooSlow: 'That page took too long to answer. Try again later.',
  failed: 'The recipe could not be imported. Try again.',
};

export function importProblemOf(error: unknown): ImportProblem {
  switch (statusOf(error)) {
    case 400:
      return 'notAllowed';
    case 422:
      return 'noRecipe';
    case 502:
      return 'unreadable';
    case 413:
      return 'tooLarge';
    case 504:
      return 'tooSlow';
    default:
      return 'failed';
  }
}

/** The imported page as the form holds it; the member's photo (if they chose one) and privacy stay. */
export const fromImported = (imported: ImportedDraft, draft: RecipeFormDraft): RecipeFormDraft => ({
  title: imported.title,
  image: imported.image ?? draft.image,
  ingredients: imported.ingredients.join('\n'),
  instructions: imported.instructions.join('\n'),
  prepTime: imported.prepTime === null ? '' : String(imported.prepTime),
  cookTime: imported.cookTime === null ? '' : String(imported.cookTime),
  servings: imported.servings,
  link: imported.link,
  tags: imported.tags,
  isPublic: draft.isPublic,
  cookbookId: draft.cookbookId,
});

/** The spawned cookbook load answering (not sent by the app). */
type CookbooksAnswer =
  | { type: 'xstate.done.actor.cookbooks'; output: Cookbook[] }
  | { type: 'xstate.error.actor.cookbooks'; error: unknown };

/** Tells the My Recipes list to reload. */
export type RecipeCreated = { type: 'recipe.created'; recipe: MemberRecipe };

export type RequiredField = 'title' | 'image';

type CreateRecipeContext = CreateRecipeInput & {
  draft: RecipeFormDraft;
  /** The address typed in 'Import from a link'. */
  importUrl: string;
  /** Why the last import failed (shown while importFailed). */
  importProblem: ImportProblem | null;
  /** The member's cookbooks for the picker; null until loaded, and after a failed load (no picker). */
  cookbooks: CookbookChoice[] | null;
  /** How many submits were refused since the form opened: each one asks the form to focus the first error. */
  refusals: number;
};

export const missingFields = (draft: RecipeFormDraft): RequiredField[] => [
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
export const toNewRecipe = (draft: RecipeFormDraft): NewRecipe => ({
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
  ...(draft.cookbookId ? { cookbookId: draft.cookbookId } : {}),
});

export const createRecipeMachine = setup({
  types: {
    context: {} as CreateRecipeContext,
    events: {} as CreateRecipeEvent | CookbooksAnswer,
    input: {} as CreateRecipeInput,
    emitted: {} as Notice | RecipeCreated,
  },
  actors: {
    createRecipe: fromPromise<MemberRecipe, { client: CreateRecipeClient; recipe: NewRecipe }>(({ input }) =>
      input.client.createRecipe(input.recipe),
    ),
    importRecipe: fromPromise<ImportedDraft, { client: CreateRecipeClient; url: string }>(({ input }) =>
      input.client.importRecipe(input.url),
    ),
    loadCookbooks: fromPromise<Cookbook[], { client: CreateRecipeClient }>(({ input }) =>
      input.client.getCookbooks(),
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
    reset: assign({ draft: emptyRecipeFormDraft, importUrl: '', importProblem: null, refusals: 0 }),
    // Spawned, not invoked: the list must outlive editing, importing and submitting alike.
    loadCookbooks: spawnChild('loadCookbooks', {
      id: 'cookbooks',
      input: ({ context }) => ({ client: context.client }),
    }),
    stopLoadingCookbooks: stopChild('cookbooks'),
    keepCookbooks: assign({
      cookbooks: (_, cookbooks: Cookbook[]) => cookbooks.map(({ _id, title }) => ({ id: _id, title })),
    }),
    forgetCookbooks: assign({ cookbooks: null }),
    countRefusal: assign({ refusals: ({ context }) => context.refusals + 1 }),
    changeImportUrl: assign({
      importUrl: ({ context, event }) => (event.type === 'import.change' ? event.url : context.importUrl),
    }),
    fillFromImport: assign({
      draft: ({ context }, imported: ImportedDraft) => fromImported(imported, context.draft),
      importProblem: null,
    }),
    noteImportProblem: assign({ importProblem: (_, error: unknown) => importProblemOf(error) }),
    announce: emit((_, recipe: MemberRecipe) => ({ type: 'recipe.created' as const, recipe })),
    alertCreated: emit(alertNotice(messages.recipeCreated)),
  },
  guards: {
    isComplete: ({ context }) => missingFields(context.draft).length === 0,
    hasImportUrl: ({ context }) => context.importUrl.trim() !== '',
  },
}).createMachine({
  id: 'createRecipe',
  context: ({ input }) => ({
    ...input,
    draft: emptyRecipeFormDraft,
    importUrl: '',
    importProblem: null,
    cookbooks: null,
    refusals: 0,
  }),
  initial: 'closed',
  on: {
    'xstate.done.actor.cookbooks': {
      actions: { type: 'keepCookbooks', params: ({ event }) => event.output },
    },
    // SPEC §8 style: the failure is only logged; the form goes on without a picker.
    'xstate.error.actor.cookbooks': { actions: 'forgetCookbooks' },
  },
  states: {
    closed: {
      on: { 'form.open': { target: 'editing', actions: 'loadCookbooks' } },
    },
    editing: {
      initial: 'fresh',
      on: {
        'draft.change': { actions: 'changeDraft' },
        'recipe.submit': [
          { guard: 'isComplete', target: 'submitting' },
          { target: '.incomplete', actions: 'countRefusal' },
        ],
        'form.close': { target: 'closed', actions: ['reset', 'stopLoadingCookbooks'] },
        'import.change': { actions: 'changeImportUrl' },
        'import.submit': { guard: 'hasImportUrl', target: 'importing' },
      },
      states: {
        fresh: {},
        /** A submit was refused: the form says 'Please enter a title.' / 'Please add a photo.' while missing. */
        incomplete: {},
        /** The page's recipe fills the form, its address as the link, for the member to review and publish. */
        imported: {},
        /** The page could not be imported: the form says why (importProblemMessages); the draft is unchanged. */
        importFailed: { tags: ['error'] },
      },
    },
    /** 'Importing…': the server reads the page (up to 10 s); the form stays as it was until the draft arrives. */
    importing: {
      tags: ['importing'],
      invoke: {
        id: 'importRecipe',
        src: 'importRecipe',
        input: ({ context }) => ({ client: context.client, url: context.importUrl.trim() }),
        onDone: {
          target: 'editing.imported',
          actions: { type: 'fillFromImport', params: ({ event }) => event.output },
        },
        onError: { target: 'editing.importFailed', actions: { type: 'noteImportProblem', params: errorOf } },
      },
      on: { 'form.close': { target: 'closed', actions: ['reset', 'stopLoadingCookbooks'] } },
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
        'recipe.submit': [
          { guard: 'isComplete', target: 'submitting' },
          { target: 'editing.incomplete', actions: 'countRefusal' },
        ],
        'form.close': { target: 'closed', actions: ['reset', 'stopLoadingCookbooks'] },
      },
    },
    /** Closed and reset after success; opening again starts an empty form. */
    created: {
      on: { 'form.open': { target: 'editing', actions: ['stopLoadingCookbooks', 'loadCookbooks'] } },
    },
  },
});
