// The recipe detail's setup: its types, and its actors, actions and guards by name. The chart that says when
// each runs is recipeDetailMachine.ts (the top) and regions.ts (the regions of a loaded recipe).
import {
  limits,
  localToday,
  messages,
  planLimits,
  plannedServings,
  recipeServingsCount,
  recipeShareLink,
  scaleIngredient,
  servingsFactor,
} from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import { statusOf } from '../support/errors.ts';
import { alertNotice, type Notice } from '../support/notices.ts';
import type { Cookbook, Friend, Likes, RecipeDetail } from '../support/records.ts';
import { sharedLinkKey } from '../support/storageKeys.ts';
import { recipeDetailActors } from './calls.ts';
import type {
  ChatOpen,
  PlanAddRecipe,
  RecipeDetailContext,
  RecipeDetailEvent,
  RecipeDetailInput,
  RecipeLiked,
  ShoppingAddRecipe,
} from './events.ts';

/** The fewest and most servings the scaler offers: a half of a one-serving recipe is not a meal. */
export const servingsRange = { min: 1, max: 100 } as const;

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

/** The recipe's address, as Copy Link and a friend's chat get it. */
export const recipeLink = (context: RecipeDetailContext) => recipeShareLink(context.origin, context.recipeId);
const isConflict = (error: unknown) =>
  statusOf(error) === 409 || (error instanceof Error && /already/i.test(error.message));

export const recipeDetailSetup = setup({
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
    storeLink: ({ context }) => context.sessionStorage.setItem(sharedLinkKey, recipeLink(context)),
    openChat: emit(({ context }) => ({
      type: 'chat.open' as const,
      userId: context.chosenFriend ?? '',
      link: recipeLink(context),
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
});
