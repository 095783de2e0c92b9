// The states every thing whose changes are queued on the device goes through (the shopping list, the meal plan):
// how the first read answers, `failed` when it could not be read, and the `sync` region's read again, send and
// waits. Each machine still names every state in its chart and keeps its own actors and actions by the same names
// — `load`, `refresh`, `send`; `setLoaded`, `save`, `tellGone`, `forgetGone`, `dropSent`, `tellRefused` — and the
// guards `wasGone` and `hasPending`, so its diagram, tests and stories see them as its own, the way
// support/confirmThenCall.ts does. The guards that read a failure (`isGone`, `unreachable`, `temporary`) are
// failures.ts's, listed in each setup.
import { outputOf } from '../support/errors.ts';

/** How long the queue waits before trying again after the server could not be reached or was busy. */
export const retryDelayMs = 10_000;

/**
 * The first read's answers (`loading`'s invoke): the thing is shown, and said to be gone when the one asked for
 * (or one the queue has changes for) is no longer shared. Offline, the client answers with the copy it kept of
 * the member's last read (packages/client), so a failure here means nothing was kept either.
 */
export const loadAnswers = {
  onDone: [
    {
      guard: { type: 'wasGone', params: outputOf },
      target: 'ready',
      actions: [{ type: 'setLoaded', params: outputOf }, 'save', 'tellGone'],
    },
    { target: 'ready', actions: [{ type: 'setLoaded', params: outputOf }, 'save'] },
  ],
  onError: [{ guard: 'unreachable', target: 'failed.offline' }, { target: 'failed' }],
} as const;

/**
 * Nothing could be read: changes made meanwhile stay queued (and shown on their own) and are tried again after a
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
