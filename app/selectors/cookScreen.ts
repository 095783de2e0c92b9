// /recipe/:id/cook (issue 19): the recipe detail machine (loading, failed) and then cook mode's machine (the step,
// the checklist, the timers, the wake lock) as the design system's CookScreen props. The servings chosen on the
// recipe (`?servings=`) scale the checklist's amounts, shown in the member's units unless the recipe page showed
// them as written (`?units=as-written`).
import type { RecipeView } from '@potluck/client';
import {
  convertTemperatures,
  ingredientLine,
  servingsFactor,
  servingsText,
  type UnitSystem,
} from '@potluck/domain';
import type { CookScreenAwake, CookScreenProps, CookTimerView, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import {
  type CookModeEvent,
  type cookModeMachine,
  type KitchenTimerRef,
  timersOnScreen,
} from '../../machines/cookModeMachine.ts';
import { servingsRange } from '../../machines/recipeDetailMachine.ts';
import { asWrittenParam, type RecipeDetailSnapshot } from './recipeDetail.ts';

export type CookModeSnapshot = SnapshotFrom<typeof cookModeMachine>;

/** The `?servings=` of a cook-mode address: a number the scaler could have chosen, else null (as written). */
export function servingsParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const servings = Number(value);
  return Number.isFinite(servings) && servings >= servingsRange.min && servings <= servingsRange.max
    ? servings
    : null;
}

/** The units cook mode shows: the member's, unless the recipe page showed the recipe as written. */
export function unitsParam(value: string | null, memberUnits: UnitSystem): UnitSystem | null {
  return value === asWrittenParam ? null : memberUnits;
}

/**
 * What cook mode is started with: the recipe's steps (their temperatures in the member's units) and its ingredient
 * lines for the chosen servings and units; `units` null keeps the recipe as written.
 */
export function cookModeRecipe(recipe: RecipeView, servings: number | null, units: UnitSystem | null = null) {
  const factor = servings === null ? 1 : servingsFactor(recipe.servings, servings);
  return {
    title: recipe.title,
    steps: units ? recipe.steps.map((step) => convertTemperatures(step, units)) : recipe.steps,
    ingredients: recipe.ingredients.map((line) => ingredientLine(line, { factor, system: units })),
  };
}

function toCookTimer(timer: KitchenTimerRef, stepOnScreen: number): CookTimerView {
  const snapshot = timer.getSnapshot();
  const { context } = snapshot;
  const status = snapshot.hasTag('ringing') ? 'ringing' : snapshot.hasTag('running') ? 'running' : 'idle';
  return {
    id: context.id,
    label: context.label,
    status,
    seconds: context.seconds,
    endsAt:
      status === 'running' && context.startedAt !== null ? context.startedAt + context.seconds * 1000 : null,
    fromStep: context.step === stepOnScreen ? null : context.step + 1,
  };
}

function awakeOf(cook: CookModeSnapshot): CookScreenAwake {
  if (cook.hasTag('awake')) return 'held';
  if (cook.hasTag('mayDim')) return 'mayDim';
  return 'asking';
}

const noStep = { number: 0, count: 0, text: '' };
const nothing = () => {};

export function selectCookScreen(
  { detail, cook }: { detail: RecipeDetailSnapshot | null; cook: CookModeSnapshot | null },
  send: (event: CookModeEvent) => void,
  {
    recipeId,
    servings = null,
    Link,
  }: { recipeId: string; servings?: number | null; Link?: LinkComponent | undefined },
): CookScreenProps {
  const leaveTo = `/recipe/${encodeURIComponent(recipeId)}`;
  const recipe = detail?.context.recipe ?? null;
  const servingsNote =
    servings !== null && recipe && servingsFactor(recipe.servings, servings) !== 1
      ? `For ${servingsText(servings)}`
      : null;
  if (!cook) {
    return {
      status: detail?.matches('failed') ? 'failed' : 'loading',
      title: recipe?.title ?? '',
      leaveTo,
      step: noStep,
      canPrevious: false,
      canNext: false,
      onPrevious: nothing,
      onNext: nothing,
      ingredients: [],
      onIngredientToggle: nothing,
      timers: [],
      onTimerStart: nothing,
      onTimerCancel: nothing,
      onTimerDismiss: nothing,
      awake: 'asking',
      Link,
    };
  }
  const { context } = cook;
  return {
    status: 'cooking',
    title: context.title,
    leaveTo,
    servingsNote,
    step: {
      number: context.steps.length === 0 ? 0 : context.step + 1,
      count: context.steps.length,
      text: context.steps[context.step] ?? 'This recipe has no instructions.',
    },
    canPrevious: cook.can({ type: 'step.previous' }),
    canNext: cook.can({ type: 'step.next' }),
    onPrevious: () => send({ type: 'step.previous' }),
    onNext: () => send({ type: 'step.next' }),
    ingredients: context.ingredients.map((text, index) => ({
      text,
      checked: context.checked.includes(index),
    })),
    onIngredientToggle: ({ index }) => send({ type: 'ingredient.toggle', index }),
    timers: timersOnScreen(context).map((timer) => toCookTimer(timer, context.step)),
    onTimerStart: ({ id }) => send({ type: 'timer.start', id }),
    onTimerCancel: ({ id }) => send({ type: 'timer.cancel', id }),
    onTimerDismiss: ({ id }) => send({ type: 'timer.dismiss', id }),
    awake: awakeOf(cook),
    // The last step: "I cooked this" opens the recipe with its dialog (issue 41).
    cookedTo:
      context.steps.length > 0 && !cook.can({ type: 'step.next' }) ? `${leaveTo}?cooked=1` : undefined,
    Link,
  };
}
