// How the potluck machines make a call and read how it ended: one invoke shape (the actor takes the machine's
// context; its answer and its failure go where the machine says), the answer or the error of the ended call, and
// the alert for a failure: the server's own reason when it gave one, else the machine's words.
import { serverMessageOf } from '../support/errors.ts';
import { alertNotice } from '../support/notices.ts';

/** A call's answer (an invoke's onDone event), read where XState leaves the event's type open. */
export const outputIn = <T>(event: unknown) => (event as { output: T }).output;

/** A failed call's error (an invoke's onError event). */
export const failureIn = (event: unknown) => (event as { error?: unknown }).error;

/** The alert for a failed call: the server's reason, or these words. */
export const failedNotice = (error: unknown, words: string) => alertNotice(serverMessageOf(error) ?? words);

/** Where a call's end goes: a state, or a state and the actions done on the way. */
type End = string | readonly [target: string, ...actions: string[]];
const transitionTo = (end: End) =>
  typeof end === 'string' ? end : { target: end[0], actions: end.slice(1) };

/** A state made here: the names it uses (actor, actions, targets) are the machine's own. */
export type CallState = Record<never, never>;

/** One call: the actor `src` (also its invoke's id) takes the machine's context. */
export const callOf = (src: string, done: End, failed: End) =>
  ({
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: unknown }) => context,
      onDone: transitionTo(done),
      onError: transitionTo(failed),
    },
  }) as CallState;
