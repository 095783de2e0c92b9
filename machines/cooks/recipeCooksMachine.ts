// Cooks on a recipe's page (issue 41, docs/cooked.md): the summary of the cooks the viewer may see and their own
// count, the cooks newest first and paged ('Show more'), the viewer's own cook deleted after asking, and "I cooked
// this": the dialog (day, photos, note, rating, who sees it), sending, a refusal said in the server's words. Started
// once the recipe has drawn; a `cooked` live event for the recipe (the client's onStale(['cooks', id])) reads the
// summary and the first page again. One owner of the dialog: cook mode, the plan and a potluck's dish open the
// recipe's page with `?cooked=1`, and the page sends `cookLog.open`.

import type { Cook, CookPage, CookSummary, CookVisibility, LogCookBody, OnStale } from '@potluck/contract';
import { cookLogLimits, localToday } from '@potluck/domain';
import { assign, emit, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { Clock } from '../support/env.ts';
import { serverMessageOf } from '../support/errors.ts';
import { alertNotice, type Notice, toastNotice } from '../support/notices.ts';

export interface RecipeCooksClient {
  getCookSummary(recipeId: string): Promise<CookSummary>;
  getRecipeCooks(recipeId: string, page?: { limit?: number; cursor?: string }): Promise<CookPage>;
  deleteCook(cookId: string): Promise<unknown>;
  logCook(recipeId: string, cook: LogCookBody): Promise<Cook>;
  onStale: OnStale;
}

export type RecipeCooksInput = {
  client: RecipeCooksClient;
  recipeId: string;
  /** The member looking: their own cooks may be deleted. */
  memberId: string;
  now: Clock;
  /** 'Everyone' is offered only for a public or a catalogue recipe. */
  everyoneAllowed: boolean;
};

/** What "I cooked this" sends: the day (the member's local today by default), photos as data URLs, note, rating. */
export type CookDraft = {
  day: string;
  photos: readonly string[];
  note: string;
  rating: number | null;
  visibility: CookVisibility;
};

export type RecipeCooksEvent =
  | { type: 'cooks.more' }
  | { type: 'cooks.retry' }
  /** Someone's cook of this recipe changed (a live event). */
  | { type: 'cooks.changed' }
  | { type: 'cook.delete'; cookId: string }
  | { type: 'cookDelete.confirm' }
  | { type: 'cookDelete.cancel' }
  | { type: 'cookLog.open' }
  | { type: 'cookLog.close' }
  | { type: 'cookLog.change'; draft: Partial<CookDraft> }
  | { type: 'cookLog.send' };

type RecipeCooksContext = RecipeCooksInput & {
  summary: CookSummary | null;
  cooks: Cook[];
  next: string | null;
  /** The cook the member asked to delete. */
  deleting: string | null;
  draft: CookDraft;
  /** Why the server refused the cook, in its words. */
  refusal: string | null;
};

/** A page of cooks: the server's default, 20. */
export const cooksPageSize = 20;
/** The server's bound of one photo (5 MB), as the length of its data URL (base64: 4 characters per 3 bytes). */
const photoDataUrlMax = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 100;
const photoTooLarge = 'A photo is larger than 5 MB. Choose a smaller one.';

const freshDraft = (now: Clock): CookDraft => ({
  day: localToday(new Date(now())),
  photos: [],
  note: '',
  rating: null,
  visibility: 'friends',
});

/** What the app can tell before sending: a day after the member's today, a photo past the server's bound. */
function draftProblem(draft: CookDraft, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.day)) return 'Choose the day you cooked it.';
  if (draft.day > today) return 'The day cannot be after today.';
  if (draft.photos.some((photo) => photo.length > photoDataUrlMax)) return photoTooLarge;
  return null;
}

type Shown = { summary: CookSummary; page: CookPage };
type RecipeCall = { client: RecipeCooksClient; recipeId: string };

export const recipeCooksMachine = setup({
  types: {
    context: {} as RecipeCooksContext,
    events: {} as RecipeCooksEvent,
    input: {} as RecipeCooksInput,
    emitted: {} as Notice,
  },
  actors: {
    loadCooks: fromPromise<Shown, RecipeCall>(async ({ input }) => {
      const [summary, page] = await Promise.all([
        input.client.getCookSummary(input.recipeId),
        input.client.getRecipeCooks(input.recipeId, { limit: cooksPageSize }),
      ]);
      return { summary, page };
    }),
    loadMore: fromPromise<CookPage, RecipeCall & { cursor: string }>(({ input }) =>
      input.client.getRecipeCooks(input.recipeId, { limit: cooksPageSize, cursor: input.cursor }),
    ),
    deleteCook: fromPromise<unknown, { client: RecipeCooksClient; cookId: string }>(({ input }) =>
      input.client.deleteCook(input.cookId),
    ),
    logCook: fromPromise<Cook, RecipeCall & { draft: CookDraft }>(({ input }) => {
      const { day, photos, note, rating, visibility } = input.draft;
      return input.client.logCook(input.recipeId, { day, photos: [...photos], note, rating, visibility });
    }),
    cooksStale: fromCallback<RecipeCooksEvent, RecipeCall>(({ input, sendBack }) =>
      input.client.onStale(['cooks', input.recipeId], () => sendBack({ type: 'cooks.changed' })),
    ),
  },
  actions: {
    show: assign((_, shown: Shown) => ({
      summary: shown.summary,
      cooks: shown.page.cooks,
      next: shown.page.next,
    })),
    append: assign(({ context }, page: CookPage) => {
      const known = new Set(context.cooks.map((cook) => cook.id));
      return {
        cooks: [...context.cooks, ...page.cooks.filter((cook) => !known.has(cook.id))],
        next: page.next,
      };
    }),
    askDelete: assign({ deleting: ({ event }) => (event.type === 'cook.delete' ? event.cookId : null) }),
    forgetDelete: assign({ deleting: null }),
    removeDeleted: assign(({ context }) => ({
      cooks: context.cooks.filter((cook) => cook.id !== context.deleting),
      deleting: null,
    })),
    alertDeleteFailed: emit(({ event }) =>
      alertNotice(serverMessageOf((event as { error?: unknown }).error) ?? 'The cook could not be deleted.'),
    ),
    freshDraft: assign(({ context }) => ({
      draft: freshDraft(context.now),
      refusal: null,
    })),
    changeDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'cookLog.change') return context.draft;
        const draft = { ...context.draft, ...event.draft };
        return {
          ...draft,
          note: draft.note.slice(0, cookLogLimits.note),
          photos: draft.photos.slice(0, cookLogLimits.photos),
          visibility:
            draft.visibility === 'everyone' && !context.everyoneAllowed ? 'friends' : draft.visibility,
        };
      },
    }),
    refuse: assign({
      refusal: ({ event }) =>
        serverMessageOf((event as { error?: unknown }).error) ?? 'The cook could not be saved.',
    }),
    refuseProblem: assign({
      refusal: ({ context }) => draftProblem(context.draft, localToday(new Date(context.now()))),
    }),
    /** The new cook shows at once, first (newest by the day cooked, as the server orders them). */
    showLogged: assign(({ context }, cook: Cook) => ({
      cooks: [cook, ...context.cooks.filter((shown) => shown.id !== cook.id)].sort((a, b) =>
        a.day === b.day ? 0 : a.day < b.day ? 1 : -1,
      ),
    })),
    /** The summary counts the new cook: the list reads it again. */
    readAgain: raise({ type: 'cooks.changed' }),
    toastSaved: emit(toastNotice('Saved to your cooking log.', 'success')),
  },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    isOwn: ({ context, event }) =>
      event.type === 'cook.delete' &&
      context.cooks.some((cook) => cook.id === event.cookId && cook.member._id === context.memberId),
    hasProblem: ({ context }) => draftProblem(context.draft, localToday(new Date(context.now()))) !== null,
  },
}).createMachine({
  id: 'recipeCooks',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    summary: null,
    cooks: [],
    next: null,
    deleting: null,
    draft: freshDraft(input.now),
    refusal: null,
  }),
  invoke: {
    src: 'cooksStale',
    input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadCooks',
            src: 'loadCooks',
            input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
            onDone: { target: 'ready', actions: { type: 'show', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        failed: {
          tags: ['error'],
          on: { 'cooks.retry': 'loading', 'cooks.changed': 'loading' },
        },
        ready: {
          initial: 'idle',
          on: { 'cooks.changed': '.refreshing' },
          states: {
            idle: {
              on: {
                'cooks.more': { guard: 'hasMore', target: 'loadingMore' },
                'cook.delete': { guard: 'isOwn', target: 'confirmingDelete', actions: 'askDelete' },
              },
            },
            /** The summary and the first page read again, the shown list kept meanwhile. */
            refreshing: {
              invoke: {
                id: 'refreshCooks',
                src: 'loadCooks',
                input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
                onDone: { target: 'idle', actions: { type: 'show', params: ({ event }) => event.output } },
                onError: 'idle',
              },
            },
            loadingMore: {
              tags: ['busy'],
              invoke: {
                id: 'loadMore',
                src: 'loadMore',
                input: ({ context }) => ({
                  client: context.client,
                  recipeId: context.recipeId,
                  cursor: context.next ?? '',
                }),
                onDone: { target: 'idle', actions: { type: 'append', params: ({ event }) => event.output } },
                onError: 'moreFailed',
              },
            },
            moreFailed: {
              tags: ['error'],
              on: {
                'cooks.more': { guard: 'hasMore', target: 'loadingMore' },
                'cook.delete': { guard: 'isOwn', target: 'confirmingDelete', actions: 'askDelete' },
              },
            },
            confirmingDelete: {
              on: {
                'cookDelete.confirm': 'deleting',
                'cookDelete.cancel': { target: 'idle', actions: 'forgetDelete' },
                'cooks.changed': {},
              },
            },
            deleting: {
              tags: ['busy'],
              on: { 'cooks.changed': {} },
              invoke: {
                id: 'deleteCook',
                src: 'deleteCook',
                input: ({ context }) => ({ client: context.client, cookId: context.deleting ?? '' }),
                onDone: { target: 'refreshing', actions: 'removeDeleted' },
                onError: { target: 'idle', actions: ['forgetDelete', 'alertDeleteFailed'] },
              },
            },
          },
        },
      },
    },
    log: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'cookLog.open': { target: 'editing', actions: 'freshDraft' } },
        },
        editing: {
          on: {
            'cookLog.change': { actions: 'changeDraft' },
            'cookLog.close': 'closed',
            'cookLog.send': [
              { guard: 'hasProblem', target: 'refused', actions: 'refuseProblem' },
              { target: 'sending' },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'logCook',
            src: 'logCook',
            input: ({ context }) => ({
              client: context.client,
              recipeId: context.recipeId,
              draft: context.draft,
            }),
            onDone: {
              target: 'closed',
              actions: [
                { type: 'showLogged', params: ({ event }) => event.output },
                'toastSaved',
                'readAgain',
              ],
            },
            onError: { target: 'refused', actions: 'refuse' },
          },
        },
        /** The server said no (or a photo is too large): the form stays, with why. */
        refused: {
          tags: ['error'],
          on: {
            'cookLog.change': { target: 'editing', actions: 'changeDraft' },
            'cookLog.close': 'closed',
            'cookLog.send': [
              { guard: 'hasProblem', target: 'refused', reenter: true, actions: 'refuseProblem' },
              { target: 'sending' },
            ],
          },
        },
      },
    },
  },
});
