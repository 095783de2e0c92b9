// A recipe detail (SPEC §2, §4, §5, §8): a skeleton while the recipe loads, then the recipe or an empty failure.
// Once loaded, six independent regions run side by side: the member's intolerances ('Loading intolerances…'),
// the like toggle (the server's answer is the truth; the app tells the grid), add to cookbook, the share menu,
// nutrition (6 entries until Show More) and the servings the member cooks for (issue 19: as written, or scaled by
// ×½, ×2 or the stepper). 'Add to shopping list' is handed to the shopping list's machine (one write path), and
// 'Plan it' (a day, a meal and servings chosen in a small popover, `planning`) to the meal plan's.
// The calls themselves live in recipeDetailCalls.ts.
import {
  limits,
  localToday,
  type Meal,
  messages,
  planLimits,
  plannedServings,
  recipeServingsCount,
  recipeShareLink,
  scaleIngredient,
  servingsFactor,
} from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import { type RecipeDetailClient, recipeDetailActors } from './recipeDetailCalls.ts';
import type { Clock, KeyValueStorage, WriteClipboard } from './support/env.ts';
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
  /** The clock: 'Plan it' offers today first. */
  now: Clock;
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
  | { type: 'nutrition.showLess' }
  /** The servings stepper (or a number typed): cook for this many. */
  | { type: 'servings.change'; servings: number }
  | { type: 'servings.halve' }
  | { type: 'servings.double' }
  /** Back to the servings the recipe is written for. */
  | { type: 'servings.reset' }
  /** The amounts in the units the recipe is written in, or in the member's (metric or US customary). */
  | { type: 'units.showAsWritten' }
  | { type: 'units.showMine' }
  /** 'Add to shopping list': the ingredients at the servings chosen (issue 20). */
  | { type: 'shopping.add' }
  /** 'Plan it': choose a day, a meal and servings, then add it to the member's meal plan. */
  | { type: 'plan.open' }
  | { type: 'plan.change'; day?: string; meal?: Meal; servings?: number | null }
  | { type: 'plan.confirm' }
  | { type: 'plan.close' };

/** The fewest and most servings the scaler offers: a half of a one-serving recipe is not a meal. */
export const servingsRange = { min: 1, max: 100 } as const;

/** Asks the app to open the chat with a friend, the link prefilled (the window event openChat). */
export type ChatOpen = { type: 'chat.open'; userId: Id; link: string };

/** Tells the app the member's like changed, so a grid showing the recipe's card shows it too. */
export type RecipeLiked = { type: 'recipe.liked'; recipeId: string } & Likes;

/**
 * Asks the app to put the ingredients on the member's shopping list: the list's own machine queues it like any
 * change of the list (one write path), shows the lines at once and sends them when it can.
 */
export type ShoppingAddRecipe = {
  type: 'shopping.addRecipe';
  recipeId: string;
  title: string;
  /** The servings chosen in the scaler, or undefined for the recipe as written. */
  servings: number | undefined;
  /** The lines at those servings, as the list shows them until the server has answered. */
  lines: string[];
};

/**
 * Asks the app to put the recipe on the member's meal plan: the plan's own machine queues it like any change of
 * the plan (one write path), shows it at once and sends it when it can.
 */
export type PlanAddRecipe = {
  type: 'plan.addRecipe';
  recipeId: string;
  title: string;
  image: string | null;
  /** Null: as the recipe says. */
  servings: number | null;
  day: string;
  meal: Meal;
};

/** What 'Plan it' has chosen so far. */
export type PlanChoice = { day: string; meal: Meal; servings: number | null };

type RecipeDetailContext = RecipeDetailInput & {
  recipe: RecipeDetail | null;
  intolerances: string[];
  likes: Likes;
  cookbooks: Cookbook[];
  selectedCookbook: Id | null;
  friends: Friend[];
  /** The friend the recipe was last shared with (the chat opened with them). */
  chosenFriend: Id | null;
  /** The servings chosen with the scaler; null while the recipe is shown as written. */
  servings: number | null;
  plan: PlanChoice;
};

/** The servings a servings event asks for, or null when the recipe has no count to scale or it is out of range. */
function askedServings(context: RecipeDetailContext, event: RecipeDetailEvent): number | null {
  const written = recipeServingsCount(context.recipe?.servings);
  if (written === null) return null;
  const current = context.servings ?? written;
  const asked =
    event.type === 'servings.change'
      ? event.servings
      : event.type === 'servings.halve'
        ? current / 2
        : event.type === 'servings.double'
          ? current * 2
          : null;
  if (asked === null || !Number.isFinite(asked)) return null;
  return asked >= servingsRange.min && asked <= servingsRange.max ? asked : null;
}

const link = (context: RecipeDetailContext) => recipeShareLink(context.origin, context.recipeId);
const isConflict = (error: unknown) =>
  statusOf(error) === 409 || (error instanceof Error && /already/i.test(error.message));

export const recipeDetailMachine = setup({
  types: {
    context: {} as RecipeDetailContext,
    events: {} as RecipeDetailEvent,
    input: {} as RecipeDetailInput,
    emitted: {} as Notice | ChatOpen | RecipeLiked | ShoppingAddRecipe | PlanAddRecipe,
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
    chooseServings: assign({ servings: ({ context, event }) => askedServings(context, event) }),
    forgetServings: assign({ servings: null }),
    tellLiked: emit(({ context }) => ({
      type: 'recipe.liked' as const,
      recipeId: context.recipeId,
      ...context.likes,
    })),
    alertLikeFailed: emit(alertNotice('Your like could not be saved. Try again.')),
    addToShoppingList: emit(({ context }) => {
      const recipe = context.recipe;
      const factor = context.servings === null ? 1 : servingsFactor(recipe?.servings, context.servings);
      return {
        type: 'shopping.addRecipe' as const,
        recipeId: context.recipeId,
        title: recipe?.title ?? '',
        servings: context.servings ?? undefined,
        lines: (recipe?.ingredients ?? []).map((line) => scaleIngredient(line, factor)),
      };
    }),
    /** Today, dinner, and the servings the scaler shows (or the recipe's). */
    startPlan: assign({
      plan: ({ context }) => ({
        day: localToday(new Date(context.now())),
        meal: 'dinner' as const,
        servings:
          context.servings === null
            ? plannedServings(context.recipe?.servings)
            : Math.round(context.servings),
      }),
    }),
    changePlan: assign({
      plan: ({ context, event }) => {
        if (event.type !== 'plan.change') return context.plan;
        const { type: _, servings, ...choice } = event;
        return {
          ...context.plan,
          ...choice,
          ...(servings !== undefined && {
            servings:
              servings === null ? null : Math.min(planLimits.servings, Math.max(1, Math.round(servings))),
          }),
        };
      },
    }),
    planRecipe: emit(({ context }) => ({
      type: 'plan.addRecipe' as const,
      recipeId: context.recipeId,
      title: context.recipe?.title ?? '',
      image: context.recipe?.image ?? null,
      ...context.plan,
    })),
    storeLink: ({ context }) => context.sessionStorage.setItem(sharedLinkKey, link(context)),
    openChat: emit(({ context }) => ({
      type: 'chat.open' as const,
      userId: context.chosenFriend ?? '',
      link: link(context),
    })),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedCookbook !== null,
    isServingsChoice: ({ context, event }) => askedServings(context, event) !== null,
    isWrittenServings: ({ context, event }) => {
      const asked = askedServings(context, event);
      return asked !== null && asked === recipeServingsCount(context.recipe?.servings);
    },
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
    servings: null,
    plan: { day: localToday(new Date(input.now())), meal: 'dinner', servings: null },
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
      on: {
        // The ingredients at the chosen servings go to the shopping list's machine (the app forwards the
        // request): it shows them at once, keeps them offline and says when they are saved.
        'shopping.add': { actions: 'addToShoppingList' },
      },
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
                  actions: [{ type: 'setLikes', params: ({ event }) => event.output }, 'tellLiked'],
                },
                // The heart goes back to what it was (the screen drew it toggled while asking), and says why.
                onError: { target: 'ready', actions: 'alertLikeFailed' },
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
        /**
         * Which units the amounts and temperatures are shown in: the member's system (metric or US customary, from
         * their settings) unless they switched to the recipe as written. The screen converts the lines.
         */
        units: {
          initial: 'mine',
          states: {
            mine: { on: { 'units.showAsWritten': 'asWritten' } },
            asWritten: { on: { 'units.showMine': 'mine' } },
          },
        },
        /** 'Plan it': a small popover to choose the day, the meal and the servings; the plan's machine adds it. */
        planning: {
          initial: 'closed',
          states: {
            closed: { on: { 'plan.open': { target: 'choosing', actions: 'startPlan' } } },
            choosing: {
              on: {
                'plan.change': { actions: 'changePlan' },
                'plan.confirm': { target: 'closed', actions: 'planRecipe' },
                'plan.close': 'closed',
              },
            },
          },
        },
        /** The servings scaler: every amount is scaled by chosen ÷ written servings (the screen draws the lines). */
        servings: {
          initial: 'asWritten',
          on: {
            'servings.change': [
              { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
              { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
            ],
            'servings.halve': [
              { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
              { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
            ],
            'servings.double': [
              { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
              { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
            ],
          },
          states: {
            asWritten: {},
            scaled: { on: { 'servings.reset': { target: 'asWritten', actions: 'forgetServings' } } },
          },
        },
      },
    },
  },
});
