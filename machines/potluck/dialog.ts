// What the potluck page's dialog machines share (claim, host form, invite friends, host again): each ends with the
// potluck as the server answered it (the page shows it, or opens it) or with nothing when it was closed, and each
// sends its call the same way: busy, then `answered` with the answer kept, or back where it was, told why. The
// two forms (the host's form, host again) are the same states.
import type { Potluck } from '@potluck/contract';
import type { EventObject } from 'xstate';
import type { Notice } from '../support/notices.ts';
import { type CallState, callOf } from './told.ts';

export const dialogTypes = <Context, Event extends EventObject, Input>() => ({
  context: {} as Context,
  events: {} as Event,
  input: {} as Input,
  output: {} as Potluck | null,
  emitted: {} as Notice,
});

/** The dialog's call on its way: answered with the answer kept (then `done`), or back where it was, told why. */
export const sending = (
  src: string,
  back: string,
  { done = [], failed }: { done?: string[]; failed: string },
) => ({
  tags: ['busy'],
  ...callOf(src, ['answered', 'setAnswer', ...done], [back, failed]),
});

/** A form: its changes kept (`changeDraft`), sent by `call` once `ready`, closed unless it is on its way. */
export const formStates = (
  events: { change: string; send: string; close: string },
  { ready, call, failed }: { ready: string; call: string; failed: string },
) =>
  ({
    editing: {
      on: {
        [events.change]: { actions: 'changeDraft' },
        [events.send]: { guard: ready, target: 'sending' },
        [events.close]: 'closed',
      },
    },
    sending: sending(call, 'editing', { failed }),
    ...dialogEnds,
  }) as Record<'editing' | 'sending' | keyof typeof dialogEnds, CallState>;

/** Where every dialog ends: answered (its output is the potluck), or closed (nothing). */
export const dialogEnds = { answered: { type: 'final' }, closed: { type: 'final' } } as const;
