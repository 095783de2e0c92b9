// Cook mode (issue 19): one recipe on a screen in the kitchen. One step at a time (next, previous, or straight to
// a step, never past either end), the ingredients as a checklist, a timer for every duration written in a step
// (kitchenTimerMachine: they keep counting when the step changes, several at once, and ring when done), and the
// screen kept awake while cooking. The wake lock is an invoked actor, so leaving (or stopping the machine) always
// releases it; a browser takes it back when the page is hidden, and cook mode asks again when it is shown.
import { stepTimers } from '@potluck/domain';
import { type ActorRefFrom, assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { type KitchenTimerInput, kitchenTimerMachine } from './kitchenTimerMachine.ts';
import type { Clock } from './support/env.ts';

/** A held wake lock: released by us on leave, or by the browser (page hidden), which it reports. */
export interface HeldWakeLock {
  release(): Promise<void>;
  onRelease(listener: () => void): void;
}

/** The Screen Wake Lock API, narrowed: the app adapts navigator.wakeLock.request('screen'), tests pass a fake. */
export interface ScreenWakeLock {
  acquire(): Promise<HeldWakeLock>;
}

export type CookModeInput = {
  title: string;
  steps: string[];
  ingredients: string[];
  wakeLock: ScreenWakeLock;
  now: Clock;
};

export type CookModeEvent =
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.go'; index: number }
  | { type: 'ingredient.toggle'; index: number }
  | { type: 'timer.start'; id: string }
  | { type: 'timer.cancel'; id: string }
  | { type: 'timer.dismiss'; id: string }
  /** From a kitchen timer when it reaches zero. */
  | { type: 'timer.rang'; id: string; label: string }
  | { type: 'wakeLock.acquired' }
  | { type: 'wakeLock.refused' }
  | { type: 'wakeLock.lost' }
  | { type: 'page.visible' }
  | { type: 'cook.leave' };

/** What cook mode asks the app to do: ring (a sound, and a notification if the member allowed them). */
export type CookModeEmitted = { type: 'timer.ring'; id: string; label: string };

export type KitchenTimerRef = ActorRefFrom<typeof kitchenTimerMachine>;

type CookModeContext = {
  title: string;
  steps: string[];
  ingredients: string[];
  /** The step on screen, 0-based. */
  step: number;
  /** Indexes of the ingredients the cook has ticked off. */
  checked: number[];
  /** Every timer of the recipe, in step order; the screen shows the current step's and any running elsewhere. */
  timers: KitchenTimerRef[];
  wakeLock: ScreenWakeLock;
};

function timerInputs(steps: string[], now: Clock): KitchenTimerInput[] {
  return steps.flatMap((text, step) =>
    stepTimers(text).map((timer, n) => ({ id: `step${step + 1}-${n + 1}`, ...timer, step, now })),
  );
}

/** Whether a step.go names a step of the recipe (a whole number within it). */
function isStepOf(context: CookModeContext, event: CookModeEvent): boolean {
  return (
    event.type === 'step.go' &&
    Number.isInteger(event.index) &&
    event.index >= 0 &&
    event.index < context.steps.length
  );
}

const holdWakeLock = fromCallback<CookModeEvent, { wakeLock: ScreenWakeLock }>(({ input, sendBack }) => {
  let held: HeldWakeLock | undefined;
  let stopped = false;
  input.wakeLock.acquire().then(
    (lock) => {
      // Cook mode was left while the browser was still deciding: give the lock straight back.
      if (stopped) return void lock.release();
      held = lock;
      lock.onRelease(() => {
        if (!stopped) sendBack({ type: 'wakeLock.lost' });
      });
      sendBack({ type: 'wakeLock.acquired' });
    },
    () => sendBack({ type: 'wakeLock.refused' }),
  );
  return () => {
    stopped = true;
    void held?.release();
  };
});

export const cookModeMachine = setup({
  types: {
    input: {} as CookModeInput,
    context: {} as CookModeContext,
    events: {} as CookModeEvent,
    emitted: {} as CookModeEmitted,
  },
  actors: { holdWakeLock, kitchenTimer: kitchenTimerMachine },
  actions: {
    goNext: assign({ step: ({ context }) => context.step + 1 }),
    goPrevious: assign({ step: ({ context }) => context.step - 1 }),
    goTo: assign({ step: ({ context, event }) => (event.type === 'step.go' ? event.index : context.step) }),
    toggleIngredient: assign({
      checked: ({ context, event }) => {
        if (event.type !== 'ingredient.toggle') return context.checked;
        return context.checked.includes(event.index)
          ? context.checked.filter((index) => index !== event.index)
          : [...context.checked, event.index].sort((a, b) => a - b);
      },
    }),
    forwardToTimer: sendTo(
      ({ system, event }) => system.get('id' in event ? event.id : ''),
      ({ event }) => ({ type: event.type }) as { type: 'timer.start' | 'timer.cancel' | 'timer.dismiss' },
    ),
    ring: emit(({ event }) => ({
      type: 'timer.ring' as const,
      id: event.type === 'timer.rang' ? event.id : '',
      label: event.type === 'timer.rang' ? event.label : '',
    })),
  },
  guards: {
    hasNextStep: ({ context }) => context.step < context.steps.length - 1,
    hasPreviousStep: ({ context }) => context.step > 0,
    isStepOfRecipe: ({ context, event }) => isStepOf(context, event),
    isIngredientOfRecipe: ({ context, event }) =>
      event.type === 'ingredient.toggle' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.ingredients.length,
    isTimerOfRecipe: ({ context, event }) =>
      'id' in event && context.timers.some((timer) => timer.id === event.id),
  },
}).createMachine({
  id: 'cookMode',
  context: ({ input, spawn }) => ({
    title: input.title,
    steps: input.steps,
    ingredients: input.ingredients,
    step: 0,
    checked: [],
    // systemId lets an event name its timer ("timer.start step2-1") without cook mode searching for it.
    timers: timerInputs(input.steps, input.now).map((timer) =>
      spawn('kitchenTimer', { id: timer.id, systemId: timer.id, input: timer }),
    ),
    wakeLock: input.wakeLock,
  }),
  initial: 'cooking',
  states: {
    cooking: {
      on: {
        // Moving between steps is data, not states: the screen asks snapshot.can({ type: 'step.next' }) to
        // enable its buttons, and the guards keep the step within the recipe.
        'step.next': { guard: 'hasNextStep', actions: 'goNext' },
        'step.previous': { guard: 'hasPreviousStep', actions: 'goPrevious' },
        'step.go': { guard: 'isStepOfRecipe', actions: 'goTo' },
        'ingredient.toggle': { guard: 'isIngredientOfRecipe', actions: 'toggleIngredient' },
        'timer.start': { guard: 'isTimerOfRecipe', actions: 'forwardToTimer' },
        'timer.cancel': { guard: 'isTimerOfRecipe', actions: 'forwardToTimer' },
        'timer.dismiss': { guard: 'isTimerOfRecipe', actions: 'forwardToTimer' },
        'timer.rang': { actions: 'ring' },
        'cook.leave': { target: 'left' },
      },
      initial: 'wakeLock',
      states: {
        /** Holding (or asking for) the wake lock; leaving this state, or cook mode, releases it. */
        wakeLock: {
          invoke: {
            id: 'holdWakeLock',
            src: 'holdWakeLock',
            input: ({ context }) => ({ wakeLock: context.wakeLock }),
          },
          initial: 'asking',
          on: { 'wakeLock.refused': 'mayDim', 'wakeLock.lost': 'mayDim' },
          states: {
            asking: { on: { 'wakeLock.acquired': 'held' } },
            held: { tags: ['awake'] },
          },
        },
        /** No wake lock (refused, unsupported, or taken back while the page was hidden): the screen may dim. */
        mayDim: {
          tags: ['mayDim'],
          on: { 'page.visible': 'wakeLock' },
        },
      },
    },
    /** Cook mode closed: the wake lock is released and the timers stop with the machine. */
    left: { type: 'final' },
  },
});

/** The timers the cook sees on a step: that step's, then any counting or ringing on other steps. */
export function timersOnScreen(context: CookModeContext): KitchenTimerRef[] {
  const own = context.timers.filter((timer) => timer.getSnapshot().context.step === context.step);
  const elsewhere = context.timers.filter(
    (timer) => timer.getSnapshot().context.step !== context.step && !timer.getSnapshot().hasTag('idle'),
  );
  return [...own, ...elsewhere];
}
