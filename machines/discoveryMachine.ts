// The discovery grid on / (SPEC §2, §4, §9). Page 1 loads with 24 skeletons; scrolling near the bottom loads the
// next page (4 skeletons); a page that comes back empty means no more pages. A new search text or filter
// starts over once the top bar has rested for 300 ms (a debounce: each change re-enters `pausing`). The
// catalogue's pages are kept per text, filter and page by the client's one cache of answers (SPEC §9 kept them in
// session storage, whose copy answered a reload with an old like count, decision 032); the member recipes that
// match come once per search, shuffled, and are woven into the pages. 'Clear search and filters'
// (`search.clear`) starts over at once with neither, and asks the app to clear the top bar (`search.cleared`).
// Beside the grid, the recipe opened from a card (the modal).
import { interleaveSlots, limits, pageOffset, type RecipeFilter, shuffleRecipes } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Random } from './support/env.ts';
import type { OpenedRecipe, RecipeCard } from './support/records.ts';

export type { RecipeFilter };

/**
 * One page: its provider results in every 6th slot and public recipes between them (5 before each provider
 * result); the public recipes not placed wait for the next page.
 */
export function fillPage(
  publicQueue: RecipeCard[],
  external: RecipeCard[],
): { page: RecipeCard[]; rest: RecipeCard[] } {
  const placed = external.length * (limits.providerSlotEvery - 1);
  return { page: interleaveSlots(publicQueue.slice(0, placed), external), rest: publicQueue.slice(placed) };
}

export interface DiscoveryClient {
  /** The provider's complexSearch: `number` results from `offset` (a page asked again comes from the cache). */
  searchExternal(search: {
    query: string;
    filter: RecipeFilter;
    offset: number;
    number: number;
  }): Promise<RecipeCard[]>;
  /** Member recipes that are public and pass the filter; called without credentials. */
  getPublicRecipes(search: { query: string; filter: RecipeFilter }): Promise<RecipeCard[]>;
}

export type DiscoveryInput = {
  client: DiscoveryClient;
  random: Random;
  query?: string;
  filter?: RecipeFilter;
};

export type DiscoveryEvent =
  | { type: 'search.change'; query: string; filter: RecipeFilter }
  /** 'Clear search and filters' on an empty result. */
  | { type: 'search.clear' }
  | { type: 'page.next' }
  | { type: 'recipe.open'; id: string; title?: string | undefined }
  | { type: 'recipe.close' }
  /** The member liked or unliked a recipe (in the modal): its card shows the server's new count. */
  | { type: 'recipe.liked'; recipeId: string; likeCount: number };

/** Asks the app to empty the top bar's search and filter too (they live in the address). */
export type DiscoveryEmitted = { type: 'search.cleared' };

/** How long the search text and filter must rest before the grid searches again. */
const searchPauseMs = 300;

type DiscoveryContext = DiscoveryInput & {
  query: string;
  filter: RecipeFilter;
  page: number;
  cards: RecipeCard[];
  publicQueue: RecipeCard[];
  opened: OpenedRecipe | null;
};

type PageInput = { client: DiscoveryClient; query: string; filter: RecipeFilter; page: number };

const externalPage = ({ client, query, filter, page }: PageInput): Promise<RecipeCard[]> =>
  client.searchExternal({ query, filter, offset: pageOffset(page), number: limits.recipePageSize });

const pageInput = (context: DiscoveryContext, page: number): PageInput => ({
  client: context.client,
  query: context.query,
  filter: context.filter,
  page,
});

export const discoveryMachine = setup({
  types: {
    context: {} as DiscoveryContext,
    events: {} as DiscoveryEvent,
    input: {} as DiscoveryInput,
    emitted: {} as DiscoveryEmitted,
  },
  actors: {
    loadFirstPage: fromPromise<
      { publicRecipes: RecipeCard[]; external: RecipeCard[] },
      PageInput & { random: Random }
    >(async ({ input }) => {
      const [publicRecipes, external] = await Promise.all([
        input.client.getPublicRecipes({ query: input.query, filter: input.filter }),
        externalPage(input),
      ]);
      return { publicRecipes: shuffleRecipes(publicRecipes, input.random), external };
    }),
    loadNextPage: fromPromise<RecipeCard[], PageInput>(({ input }) => externalPage(input)),
  },
  actions: {
    setSearch: assign(({ event }) =>
      event.type === 'search.change'
        ? { query: event.query, filter: event.filter, cards: [], publicQueue: [] }
        : {},
    ),
    showFirstPage: assign(
      (_, { publicRecipes, external }: { publicRecipes: RecipeCard[]; external: RecipeCard[] }) => {
        const { page, rest } = fillPage(publicRecipes, external);
        return { page: 1, cards: page, publicQueue: rest };
      },
    ),
    appendPage: assign(({ context }, external: RecipeCard[]) => {
      const { page, rest } = fillPage(context.publicQueue, external);
      return { page: context.page + 1, cards: [...context.cards, ...page], publicQueue: rest };
    }),
    clearSearch: assign({ query: '', filter: {}, cards: [], publicQueue: [] }),
    announceCleared: emit({ type: 'search.cleared' } as const),
    // The modal's title while the recipe loads: as sent, else the opened card's.
    openRecipe: assign({
      opened: ({ context, event }) =>
        event.type === 'recipe.open'
          ? {
              id: event.id,
              title: event.title ?? context.cards.find((card) => String(card.id) === event.id)?.title,
            }
          : null,
    }),
    closeRecipe: assign({ opened: null }),
    /** The card of a liked recipe shows its new count (the client put it in its kept pages too). */
    setCardLikes: assign(({ context, event }) => {
      if (event.type !== 'recipe.liked') return {};
      const liked = (card: RecipeCard) =>
        String(card.id) === event.recipeId ? { ...card, likeCount: event.likeCount } : card;
      return { cards: context.cards.map(liked), publicQueue: context.publicQueue.map(liked) };
    }),
    // No more external pages: the public recipes still waiting are shown at the end.
    flushPublic: assign(({ context }) => ({
      cards: [...context.cards, ...context.publicQueue],
      publicQueue: [],
    })),
  },
  delays: { searchPause: searchPauseMs },
  guards: {
    hasSearch: ({ context }) => context.query !== '' || Object.values(context.filter).some(Boolean),
    isNewSearch: ({ context, event }) =>
      event.type === 'search.change' &&
      (event.query !== context.query || JSON.stringify(event.filter) !== JSON.stringify(context.filter)),
    isFirstPageEmpty: (
      _,
      { publicRecipes, external }: { publicRecipes: RecipeCard[]; external: RecipeCard[] },
    ) => publicRecipes.length === 0 && external.length === 0,
    isFirstPageLast: (_, { external }: { external: RecipeCard[] }) => external.length === 0,
    isPageEmpty: (_, external: RecipeCard[]) => external.length === 0,
  },
}).createMachine({
  id: 'discovery',
  context: ({ input }) => ({
    ...input,
    query: input.query ?? '',
    filter: input.filter ?? {},
    page: 0,
    cards: [],
    publicQueue: [],
    opened: null,
  }),
  type: 'parallel',
  states: {
    grid: {
      initial: 'loading',
      on: {
        'search.change': {
          guard: 'isNewSearch',
          target: '.pausing',
          reenter: true,
          actions: 'setSearch',
        },
        'search.clear': {
          guard: 'hasSearch',
          target: '.loading',
          reenter: true,
          actions: ['clearSearch', 'announceCleared'],
        },
      },
      states: {
        /** The search changed: skeletons until it has rested, then page 1 of the new search. */
        pausing: {
          tags: ['loading'],
          after: { searchPause: 'loading' },
        },
        /** Page 1, 24 skeletons. */
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadFirstPage',
            src: 'loadFirstPage',
            input: ({ context }) => ({ ...pageInput(context, 1), random: context.random }),
            onDone: [
              {
                guard: { type: 'isFirstPageEmpty', params: ({ event }) => event.output },
                target: 'empty',
              },
              {
                guard: { type: 'isFirstPageLast', params: ({ event }) => event.output },
                target: 'exhausted',
                actions: [{ type: 'showFirstPage', params: ({ event }) => event.output }, 'flushPublic'],
              },
              {
                target: 'browsing',
                actions: { type: 'showFirstPage', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'failed' },
          },
        },
        /** 'No recipes found. Try adjusting your search or filters!' */
        empty: {},
        failed: { tags: ['error'] },
        browsing: {
          on: { 'page.next': 'loadingMore' },
        },
        /** A later page, 4 skeletons below the cards. */
        loadingMore: {
          tags: ['loading'],
          invoke: {
            id: 'loadNextPage',
            src: 'loadNextPage',
            input: ({ context }) => pageInput(context, context.page + 1),
            onDone: [
              {
                guard: { type: 'isPageEmpty', params: ({ event }) => event.output },
                target: 'exhausted',
                actions: 'flushPublic',
              },
              {
                target: 'browsing',
                actions: { type: 'appendPage', params: ({ event }) => event.output },
              },
            ],
            // A failed later page keeps what is shown; the next scroll tries again.
            onError: { target: 'browsing' },
          },
        },
        /** No more pages. */
        exhausted: {},
      },
    },
    /** A card opens its recipe in a modal over the grid; Escape or the backdrop closes it (SPEC §2). */
    recipe: {
      initial: 'closed',
      on: { 'recipe.liked': { actions: 'setCardLikes' } },
      states: {
        closed: { on: { 'recipe.open': { target: 'open', actions: 'openRecipe' } } },
        open: {
          on: {
            'recipe.close': { target: 'closed', actions: 'closeRecipe' },
          },
        },
      },
    },
  },
});
