// The states the shopping list and the meal plan share as things whose changes are queued on the device
// (offlineQueue.ts holds the queue itself): how the first read answers, the `failed` state when nothing is kept,
// and the `sync` region's failures and waits. Each machine still names every state in its chart and keeps its
// own actors and actions by the same names — `setLoaded`, `save`, `tellGone`, `forgetGone`, `dropSent`,
// `tellRefused` — and guards — `wasGone`, `hasPending`, `unreachable`, `temporary`, `isGone` — so its diagram,
// tests and stories see them as its own, the way confirmThenCall.ts does.
import { outputOf, statusOf } from '../support/errors.ts';
import { failureOf, isTemporary, isUnreachable } from './pending.ts';

/**
 * The first read's answers (`loading`'s invoke): the thing is shown and kept, and said to be gone when the one asked
 * for is no longer shared. A failure shows what the device kept (`kept`, the machine's guard), or says offline or
 * refused in `failed`.
 */
export const loadAnswers = <const Kept extends string>(kept: Kept) =>
  ({
    onDone: [
      {
        guard: { type: 'wasGone', params: outputOf },
        target: 'ready',
        actions: [{ type: 'setLoaded', params: outputOf }, 'save', 'tellGone'],
      },
      { target: 'ready', actions: [{ type: 'setLoaded', params: outputOf }, 'save'] },
    ],
    onError: [
      // Offline with the thing kept from last time: show it, and send the queue when the connection is back.
      { guard: kept, target: 'ready' },
      { guard: 'unreachable', target: 'failed.offline' },
      { target: 'failed' },
    ],
  }) as const;

/**
 * Nothing could be read and nothing is kept: changes made meanwhile stay queued and are tried again after a
 * pause. `on` says what else reads it again (and what the member may still do).
 */
export const failedToLoad = <const On>(on: On) =>
  ({
    tags: ['error'],
    initial: 'refused',
    states: { refused: {}, offline: { tags: ['offline'] } },
    after: { retry: { guard: 'hasPending', target: 'loading' } },
    on,
  }) as const;

/**
 * Reading the thing on screen again (`refresh`, with the machine's `input`; `done`: the actions that keep the
 * answer). Shared no more (404): its queue for it is forgotten and `gone` (the machine's `loading`, `#plan.loading`)
 * opens the member's own; offline or busy, it waits; any other failure leaves it as it was.
 */
export const readingAgain = <Input, const Done, const Gone extends string>(read: {
  input: Input;
  done: Done;
  gone: Gone;
}) =>
  ({
    invoke: {
      id: 'refresh',
      src: 'refresh',
      input: read.input,
      onDone: { target: 'synced', actions: read.done },
      onError: [
        { guard: 'isGone', target: read.gone, actions: ['forgetGone', 'save', 'tellGone'] },
        { guard: 'unreachable', target: 'offline' },
        { guard: 'temporary', target: 'retrying' },
        { target: 'synced' },
      ],
    },
  }) as const;

/**
 * Sending the first queued change (`send`, with the machine's `input`; `done`: the actions once it is answered). A
 * change shared no more (404) is dropped quietly and the read again says it is gone; one refused (not valid, full,
 * gone) is dropped and said why; offline or busy, it stays queued.
 */
export const sendingFirst = <Input, const Done>(send: { input: Input; done: Done }) =>
  ({
    tags: ['sending'],
    invoke: {
      id: 'send',
      src: 'send',
      input: send.input,
      onDone: { target: 'synced', actions: send.done },
      onError: [
        { guard: 'unreachable', target: 'offline' },
        { guard: 'temporary', target: 'retrying' },
        { guard: 'isGone', target: 'refreshing', actions: ['dropSent', 'save'] },
        { target: 'refreshing', actions: ['dropSent', 'save', 'tellRefused'] },
      ],
    },
  }) as const;

/** The server could not be reached: changes stay queued until the connection is back. */
export const offlineWait = {
  tags: ['offline'],
  after: { retry: 'synced' },
  on: { 'connection.online': 'synced' },
} as const;

/** The server was busy or failing: the queue is tried again after a pause. */
export const busyWait = {
  after: { retry: 'synced' },
  on: { 'connection.online': 'synced' },
} as const;

// The guards the pieces above name that read a failed call the same way in both machines (each setup lists them).

/**
 * A thing shared with the member answered 404: the share ended (unfriended, unshared, the cookbook left), or the
 * item a change was about is gone. The member's own thing is never gone this way.
 */
export const isGone = ({
  context,
  event,
}: {
  context: { server: { ownerId: string } | null; memberId: string };
  event: unknown;
}): boolean =>
  statusOf(failureOf(event)) === 404 &&
  context.server !== null &&
  context.server.ownerId !== context.memberId;

/** The server could not be reached. */
export const unreachable = ({ event }: { event: unknown }): boolean => isUnreachable(failureOf(event));

/** The server was busy or failing (or the session ended): try again later. */
export const temporary = ({ event }: { event: unknown }): boolean => isTemporary(failureOf(event));
