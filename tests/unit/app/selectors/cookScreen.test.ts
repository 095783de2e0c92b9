// selectCookScreen: the recipe detail machine while the recipe loads, then cook mode's machine, as CookScreen's
// props; the servings chosen on the recipe scale the checklist.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  cookModeRecipe,
  selectCookScreen,
  servingsParam,
  unitsParam,
} from '../../../../app/selectors/cookScreen.ts';
import { cookModeMachine, type ScreenWakeLock } from '../../../../machines/cookModeMachine.ts';
import { recipeDetailMachine } from '../../../../machines/recipeDetailMachine.ts';
import { memoryStorage } from '../../../../machines/support/env.ts';
import { aRecipeView } from '../../../../stories/statecharts/samples.ts';
import { done, failed, snapshotAfter } from './snapshots.ts';

const detailInput = {
  client: {} as never,
  recipeId: '716429',
  memberId: 'm'.repeat(24),
  origin: 'https://potluck.test',
  writeClipboard: async () => undefined,
  sessionStorage: memoryStorage(),
  now: () => Date.parse('2026-11-24T11:00:00'),
};
const recipe = aRecipeView({
  title: 'Curry',
  servings: '4',
  ingredients: ['200 g chickpeas', '2 eggs', 'Salt to taste'],
  steps: ['Fry the onion for 15 minutes.', 'Add the chickpeas.', 'Simmer 1 hr 10 min.'],
});
const held: ScreenWakeLock = {
  acquire: async () => ({ release: async () => undefined, onRelease: () => undefined }),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function cooking(servings: number | null = null) {
  const actor = createActor(cookModeMachine, {
    input: { ...cookModeRecipe(recipe, servings), wakeLock: held, now: () => Date.now() },
  }).start();
  return actor;
}

describe('servingsParam', () => {
  it('takes what the scaler could choose, else the recipe as written', () => {
    expect(servingsParam('8')).toBe(8);
    expect(servingsParam('1.5')).toBe(1.5);
    for (const bad of [null, '', '0', '-2', '101', 'many', 'Infinity']) expect(servingsParam(bad)).toBeNull();
  });
});

describe('cookModeRecipe', () => {
  it('scales the ingredient lines for the chosen servings and leaves lines without amounts alone', () => {
    expect(cookModeRecipe(recipe, 8).ingredients).toEqual(['400 g chickpeas', '4 eggs', 'Salt to taste']);
    expect(cookModeRecipe(recipe, null).ingredients).toEqual(recipe.ingredients);
    expect(cookModeRecipe(recipe, 2).steps).toEqual([
      'Fry the onion for 15 minutes.',
      'Add the chickpeas.',
      'Simmer 1 hr 10 min.',
    ]);
  });

  it('writes the checklist and the steps’ temperatures in the member’s units, unless asked for as written', () => {
    const baked = aRecipeView({
      title: 'Pancakes',
      servings: '4',
      ingredients: ['250 g all-purpose flour', '0.5 tsp baking soda', '2 eggs'],
      steps: ['Bake at 175 °C for 30 minutes.'],
    });
    expect(cookModeRecipe(baked, 2, 'us')).toMatchObject({
      ingredients: ['1 cup all-purpose flour', '¼ tsp baking soda', '1 egg'],
      steps: ['Bake at 350 °F for 30 minutes.'],
    });
    expect(cookModeRecipe(baked, null, null)).toMatchObject({
      ingredients: ['250 g all-purpose flour', '½ tsp baking soda', '2 eggs'],
      steps: ['Bake at 175 °C for 30 minutes.'],
    });
    expect(unitsParam('as-written', 'us')).toBeNull();
    expect(unitsParam(null, 'us')).toBe('us');
    expect(unitsParam('metric', 'us')).toBe('us');
  });
});

describe('selectCookScreen', () => {
  it('is loading until the recipe has loaded, failed when it could not be', () => {
    const loading = snapshotAfter(recipeDetailMachine, detailInput);
    expect(selectCookScreen({ detail: loading, cook: null }, vi.fn(), { recipeId: '716429' })).toMatchObject({
      status: 'loading',
      leaveTo: '/recipe/716429',
    });
    const broken = snapshotAfter(recipeDetailMachine, detailInput, [failed('loadRecipe')]);
    expect(selectCookScreen({ detail: broken, cook: null }, vi.fn(), { recipeId: '716429' }).status).toBe(
      'failed',
    );
  });

  it('draws the step, the checklist and the step’s timers from cook mode', async () => {
    const detail = snapshotAfter(recipeDetailMachine, detailInput, [done('loadRecipe', recipe)]);
    const actor = cooking(8);
    await vi.advanceTimersByTimeAsync(0);
    const send = vi.fn();
    const screen = selectCookScreen({ detail, cook: actor.getSnapshot() }, send, {
      recipeId: '716429',
      servings: 8,
    });
    expect(screen).toMatchObject({
      status: 'cooking',
      title: 'Curry',
      servingsNote: 'For 8 servings',
      step: { number: 1, count: 3, text: 'Fry the onion for 15 minutes.' },
      canPrevious: false,
      canNext: true,
      awake: 'held',
    });
    expect(screen.ingredients[0]).toEqual({ text: '400 g chickpeas', checked: false });
    expect(screen.timers).toEqual([
      { id: 'step1-1', label: '15 minutes', status: 'idle', seconds: 900, endsAt: null, fromStep: null },
    ]);
    screen.onNext();
    expect(send).toHaveBeenCalledWith({ type: 'step.next' });
    screen.onTimerStart({ id: 'step1-1' });
    expect(send).toHaveBeenCalledWith({ type: 'timer.start', id: 'step1-1' });
    actor.stop();
  });

  it('offers "I cooked this" on the last step only, opening the recipe with its dialog (issue 41)', async () => {
    const detail = snapshotAfter(recipeDetailMachine, detailInput, [done('loadRecipe', recipe)]);
    const actor = cooking();
    await vi.advanceTimersByTimeAsync(0);
    const select = () =>
      selectCookScreen({ detail, cook: actor.getSnapshot() }, vi.fn(), { recipeId: '716429' });
    expect(select().cookedTo).toBeUndefined();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(select().cookedTo).toBe('/recipe/716429?cooked=1');
    actor.stop();
  });

  it('shows a running timer on other steps with its end, and a ringing one when done', async () => {
    const detail = snapshotAfter(recipeDetailMachine, detailInput, [done('loadRecipe', recipe)]);
    const actor = cooking();
    const started = Date.now();
    actor.send({ type: 'timer.start', id: 'step1-1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'ingredient.toggle', index: 1 });
    const select = () =>
      selectCookScreen({ detail, cook: actor.getSnapshot() }, vi.fn(), { recipeId: '716429' });
    expect(select().timers).toEqual([
      {
        id: 'step1-1',
        label: '15 minutes',
        status: 'running',
        seconds: 900,
        endsAt: started + 900_000,
        fromStep: 1,
      },
    ]);
    expect(select().ingredients[1]).toEqual({ text: '2 eggs', checked: true });
    expect(select().servingsNote).toBeNull();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(select().timers[0]).toMatchObject({ status: 'ringing', endsAt: null });
    actor.stop();
  });

  it('says the screen may dim when the browser refuses the wake lock', async () => {
    const detail = snapshotAfter(recipeDetailMachine, detailInput, [done('loadRecipe', recipe)]);
    const actor = createActor(cookModeMachine, {
      input: {
        ...cookModeRecipe(recipe, null),
        wakeLock: { acquire: () => Promise.reject(new Error('NotAllowedError')) },
        now: () => Date.now(),
      },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(
      selectCookScreen({ detail, cook: actor.getSnapshot() }, vi.fn(), { recipeId: '716429' }).awake,
    ).toBe('mayDim');
    actor.stop();
  });
});
