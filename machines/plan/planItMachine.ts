// "Plan it" from a recipe card's ⋯ menu (browse, My Recipes, a cookbook): one actor per member in the shell, so
// any grid can open the same dialog. It holds the dialog's choices (day, meal, servings) and, on Add to plan,
// emits `recipe.plan`, which the shell forwards to the meal plan's actor: the add goes through the plan's one
// queue, like "Plan it" on a recipe's page (shown at once, kept offline, sent once).
import { localToday, type Meal, planLimits, plannedServings } from '@potluck/domain';
import { assign, emit, setup } from 'xstate';
import type { Clock } from '../support/env.ts';

/** The recipe a card shows: enough to plan it (the server looks up its title and picture again). */
export type CardRecipe = {
  recipeId: string;
  title: string;
  image: string | null;
  /** As the card has it ("4", "4 servings", 6), or nothing. */
  servings?: string | number | null | undefined;
};

/** What Add to plan sends on to the meal plan (the plan machine's `recipe.plan`). */
export type PlanRecipe = {
  type: 'recipe.plan';
  recipeId: string;
  title: string;
  image: string | null;
  servings: number | null;
  day: string;
  meal: Meal;
};

export type PlanItEvent =
  | { type: 'planIt.open'; recipe: CardRecipe }
  | { type: 'planIt.change'; day?: string; meal?: Meal; servings?: number | null }
  | { type: 'planIt.confirm' }
  | { type: 'planIt.close' };

type PlanItContext = {
  now: Clock;
  recipe: CardRecipe | null;
  day: string;
  meal: Meal;
  servings: number | null;
};

const clamp = (servings: number) => Math.min(planLimits.servings, Math.max(1, Math.round(servings)));

export const planItMachine = setup({
  types: {
    context: {} as PlanItContext,
    events: {} as PlanItEvent,
    input: {} as { now: Clock },
    emitted: {} as PlanRecipe,
  },
  actions: {
    /** Today, dinner and the recipe's own servings, as "Plan it" on a recipe's page starts. */
    start: assign(({ context, event }) => {
      if (event.type !== 'planIt.open') return {};
      return {
        recipe: event.recipe,
        day: localToday(new Date(context.now())),
        meal: 'dinner' as const,
        servings: plannedServings(event.recipe.servings ?? null),
      };
    }),
    change: assign(({ event }) => {
      if (event.type !== 'planIt.change') return {};
      return {
        ...(event.day !== undefined && { day: event.day }),
        ...(event.meal !== undefined && { meal: event.meal }),
        ...(event.servings !== undefined && {
          servings: event.servings === null || Number.isNaN(event.servings) ? null : clamp(event.servings),
        }),
      };
    }),
    plan: emit(({ context }) => ({
      type: 'recipe.plan' as const,
      recipeId: context.recipe?.recipeId ?? '',
      title: context.recipe?.title ?? '',
      image: context.recipe?.image ?? null,
      servings: context.servings,
      day: context.day,
      meal: context.meal,
    })),
    forget: assign({ recipe: null }),
  },
}).createMachine({
  id: 'planIt',
  context: ({ input }) => ({
    now: input.now,
    recipe: null,
    day: localToday(new Date(input.now())),
    meal: 'dinner',
    servings: null,
  }),
  initial: 'closed',
  states: {
    closed: { on: { 'planIt.open': { target: 'choosing', actions: 'start' } } },
    /** The dialog is open: a day, a meal and servings for the card's recipe. */
    choosing: {
      on: {
        'planIt.open': { target: 'choosing', reenter: true, actions: 'start' },
        'planIt.change': { actions: 'change' },
        'planIt.confirm': { target: 'closed', actions: ['plan', 'forget'] },
        'planIt.close': { target: 'closed', actions: 'forget' },
      },
    },
  },
});
