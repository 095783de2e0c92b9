// One kitchen timer of cook mode (issue 19): a duration found in a step ("15 minutes"), waiting for a tap,
// counting, ringing. Cook mode spawns one per duration of the recipe when it starts, so a timer keeps counting
// whatever step the cook is on, and several can count at once. It tells cook mode when it rings; cook mode tells
// the app, which plays the sound and shows the notification.
import { assign, sendParent, setup } from 'xstate';
import type { Clock } from './support/env.ts';

export type KitchenTimerInput = {
  id: string;
  /** The words of the step it came from ("1–2 minutes"). */
  label: string;
  /** Which step (0-based) it belongs to. */
  step: number;
  seconds: number;
  now: Clock;
};

export type KitchenTimerEvent =
  | { type: 'timer.start' }
  | { type: 'timer.cancel' }
  | { type: 'timer.dismiss' };

type KitchenTimerContext = KitchenTimerInput & {
  /** When the timer was started (ms since the epoch): the screen shows seconds left from it. */
  startedAt: number | null;
};

export const kitchenTimerMachine = setup({
  types: {
    input: {} as KitchenTimerInput,
    context: {} as KitchenTimerContext,
    events: {} as KitchenTimerEvent,
  },
  actions: {
    noteStart: assign({ startedAt: ({ context }) => context.now() }),
    forgetStart: assign({ startedAt: null }),
    tellCook: sendParent(({ context }) => ({ type: 'timer.rang', id: context.id, label: context.label })),
  },
  delays: {
    timerLength: ({ context }) => context.seconds * 1000,
  },
}).createMachine({
  id: 'kitchenTimer',
  context: ({ input }) => ({ ...input, startedAt: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: { 'timer.start': { target: 'running', actions: 'noteStart' } },
    },
    running: {
      tags: ['running'],
      after: { timerLength: 'ringing' },
      on: { 'timer.cancel': { target: 'idle', actions: 'forgetStart' } },
    },
    ringing: {
      tags: ['ringing'],
      entry: 'tellCook',
      on: { 'timer.dismiss': { target: 'idle', actions: 'forgetStart' } },
    },
  },
});
