// A recipe detail (SPEC §2, §4, §5, §8): a skeleton while the recipe loads, then the recipe or an empty failure.
// Once loaded, five independent regions run side by side: the member's intolerances ('Loading intolerances…'),
// the like toggle (the server's answer is the truth), add to cookbook, the share menu, and nutrition
// (6 entries until Show More). The calls themselves live in recipeDetailCalls.ts.
import { limits, messages } from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import { type RecipeDetailClient, recipeDetailActors } from './recipeDetailCalls.ts';
import type { KeyValueStorage, WriteClipboard } from './support/env.ts';
import { statusOf } from './support/errors.ts';
import { alertNotice, type Notice } from './support/notices.ts';
import type { Cookbook, Friend, Id, Likes, RecipeDetail } from './support/records.ts';
import { cookbookCacheKey, sharedLinkKey } from './support/storageKeys.ts';

export type { RecipeDetailClient };

export type RecipeDetailInput = {
  client: RecipeDetailClient;
  recipeId: string;
  /** The logged-in member (the session machine's member.id): whose friends the share picker lists. */
  memberId: Id;
  origin: string;
  writeClipboard: WriteClipboard;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
};

export type RecipeDetailEvent =
  | { type: 'recipe.reload' }
  | { type: 'like.toggle' }
  | { type: 'cookbook.select'; cookbookId: Id | null }
  | { type: 'cookbook.add' }
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.copyLink' }
  | { type: 'share.friends' }
  | { type: 'friend.choose'; friendId: Id }
  | { type: 'nutrition.showMore' }
  | { type: 'nutrition.showLess' };

/** Asks the app to open the chat with a friend, the link prefilled (the window event openChat). */
export type ChatOpen = { type: 'chat.open'; userId: Id; link: string };

type RecipeDetailContext = RecipeDetailInput & {
  recipe: RecipeDetail | null;
  intolerances: string[];
  likes: Likes;
  cookbooks: Cookbook[];
  selectedCookbook: Id | null;
  friends: Friend[];
  /** The friend the recipe was last shared with (the chat opened with them). */
  chosenFriend: Id | null;
};

const link = (context: RecipeDetailContext) => `${context.origin}/recipe/${context.recipeId}`;
const isConflict = (error: unknown) =>
  statusOf(error) === 409 || (error instanceof Error && /already/i.test(error.message));

export const recipeDetailMachine = setup({
  types: {
    context: {} as RecipeDetailContext,
    events: {} as RecipeDetailEvent,
    input: {} as RecipeDetailInput,
    emitted: {} as Notice | ChatOpen,
  },
  actors: recipeDetailActors,
  actions: {
    setRecipe: assign({ recipe: (_, recipe: RecipeDetail) => recipe }),
    setIntolerances: assign({
      intolerances: (_, profile: { intolerances?: string[] }) => profile.intolerances ?? [],
    }),
    setLikes: assign({ likes: (_, likes: Likes) => likes }),
    setCookbooks: assign({ cookbooks: (_, cookbooks: Cookbook[]) => cookbooks }),
    selectCookbook: assign({
      selectedCookbook: ({ event }) => (event.type === 'cookbook.select' ? event.cookbookId : null),
    }),
    resetSelection: assign({ selectedCookbook: null }),
    // The cookbook page would otherwise show its 10-minute cached copy without this recipe.
    dropCookbookCache: ({ context }) =>
      context.localStorage.removeItem(cookbookCacheKey(context.selectedCookbook ?? '')),
    alertSelectCookbook: emit(alertNotice(messages.selectCookbook)),
    alertAddFailed: emit((_, error: unknown) =>
      alertNotice(isConflict(error) ? messages.alreadyInCookbook : messages.addToCookbookFailed),
    ),
    alertCopied: emit(alertNotice(messages.linkCopied)),
    setFriends: assign({ friends: (_, friends: Friend[]) => friends }),
    chooseFriend: assign({
      chosenFriend: ({ event }) => (event.type === 'friend.choose' ? event.friendId : null),
    }),
    storeLink: ({ context }) => context.sessionStorage.setItem(sharedLinkKey, link(context)),
    openChat: emit(({ context }) => ({
      type: 'chat.open' as const,
      userId: context.chosenFriend ?? '',
      link: link(context),
    })),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedCookbook !== null,
    hasMoreNutrients: ({ context }) => (context.recipe?.nutrients?.length ?? 0) > limits.nutritionShown,
  },
}).createMachine({
  id: 'recipeDetail',
  context: ({ input }) => ({
    ...input,
    recipe: null,
    intolerances: [],
    likes: { likeCount: 0, liked: false },
    cookbooks: [],
    selectedCookbook: null,
    friends: [],
    chosenFriend: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecipe',
        src: 'loadRecipe',
        input: ({ context }) => ({ client: context.client, id: context.recipeId }),
        onDone: { target: 'loaded', actions: { type: 'setRecipe', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    /** Nothing shows when the recipe could not be loaded (SPEC §2, §8). */
    failed: { tags: ['error'], on: { 'recipe.reload': 'loading' } },
    loaded: {
      type: 'parallel',
      states: {
        intolerances: {
          initial: 'loading',
          states: {
            /** 'Loading intolerances…'. */
            loading: {
              invoke: {
                id: 'loadIntolerances',
                src: 'loadIntolerances',
                input: ({ context }) => ({ client: context.client }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'setIntolerances', params: ({ event }) => event.output },
                },
                onError: { target: 'unavailable' },
              },
            },
            ready: {},
            unavailable: {},
          },
        },
        like: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadLikes',
                src: 'loadLikes',
                input: ({ context }) => ({ client: context.client, id: context.recipeId }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'setLikes', params: ({ event }) => event.output },
                },
                onError: { target: 'ready' },
              },
            },
            ready: { on: { 'like.toggle': 'toggling' } },
            toggling: {
              tags: ['busy'],
              invoke: {
                id: 'toggleLike',
                src: 'toggleLike',
                input: ({ context }) => ({ client: context.client, id: context.recipeId }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'setLikes', params: ({ event }) => event.output },
                },
                onError: { target: 'ready' },
              },
            },
          },
        },
        cookbook: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCookbooks',
                src: 'loadCookbooks',
                input: ({ context }) => ({ client: context.client }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'setCookbooks', params: ({ event }) => event.output },
                },
                onError: { target: 'ready' },
              },
            },
            ready: {
              on: {
                'cookbook.select': { actions: 'selectCookbook' },
                'cookbook.add': [
                  { guard: 'hasSelection', target: 'adding' },
                  { actions: 'alertSelectCookbook' },
                ],
              },
            },
            adding: {
              tags: ['busy'],
              invoke: {
                id: 'addToCookbook',
                src: 'addToCookbook',
                input: ({ context }) => ({
                  client: context.client,
                  cookbookId: context.selectedCookbook ?? '',
                  recipeId: context.recipeId,
                }),
                onDone: { target: 'ready', actions: ['dropCookbookCache', 'resetSelection'] },
                onError: {
                  target: 'ready',
                  actions: [
                    {
                      type: 'alertAddFailed',
                      params: ({ event }: { event: { error: unknown } }) => event.error,
                    },
                    'resetSelection',
                  ],
                },
              },
            },
          },
        },
        /** The share menu (Copy Link, Friends) and the friend picker; the component only draws them. */
        share: {
          initial: 'closed',
          states: {
            closed: { on: { 'share.open': 'menu' } },
            menu: {
              on: { 'share.close': 'closed', 'share.copyLink': 'copying', 'share.friends': 'friends' },
            },
            copying: {
              invoke: {
                id: 'copyLink',
                src: 'copyLink',
                input: ({ context }) => ({ writeClipboard: context.writeClipboard, link: link(context) }),
                onDone: { target: 'closed', actions: 'alertCopied' },
                onError: { target: 'closed' },
              },
            },
            friends: {
              initial: 'loading',
              on: { 'share.close': 'closed' },
              states: {
                loading: {
                  tags: ['loading'],
                  invoke: {
                    id: 'loadFriends',
                    src: 'loadFriends',
                    input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
                    onDone: {
                      target: 'picking',
                      actions: { type: 'setFriends', params: ({ event }) => event.output },
                    },
                    onError: { target: 'picking' },
                  },
                },
                picking: {
                  on: {
                    'friend.choose': {
                      target: '#recipeDetail.loaded.share.closed',
                      actions: ['chooseFriend', 'storeLink', 'openChat'],
                    },
                  },
                },
              },
            },
          },
        },
        nutrition: {
          initial: 'firstSix',
          states: {
            firstSix: { on: { 'nutrition.showMore': { guard: 'hasMoreNutrients', target: 'all' } } },
            all: { on: { 'nutrition.showLess': 'firstSix' } },
          },
        },
      },
    },
  },
});
