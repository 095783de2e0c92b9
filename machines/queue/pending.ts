// The member's changes not yet sent, oldest first. Each change gets an operation id of the member's own when it is
// made: the server applies one id once, however often it is sent (API.md "Sharing with friends"), so a change
// whose answer was lost is simply sent again. The changes themselves (a line added to a list, an entry moved on a
// week) and how they show before the server has them stay with each kind (shoppingList/changes.ts,
// plan/changes.ts).
import type { Random } from '../support/env.ts';

/** Every queued change carries the operation id the server knows it by. */
export type Queued = { operationId: string };

/** A change as the member made it, before it is named by its operation id (each kind of a union its own). */
export type Unsent<C extends Queued> = C extends Queued ? Omit<C, 'operationId'> : never;

const idAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The contract's `operationId`: 16 letters and digits. */
const idLength = 16;

/** A fresh operation id. */
export function newOperationId(random: Random): string {
  let id = '';
  for (let i = 0; i < idLength; i += 1) id += idAlphabet[Math.floor(random() * idAlphabet.length)];
  return id;
}

/**
 * The queue with a change the member made added last, named by a fresh operation id. A change that needs its own
 * id (an entry added offline is known by it until the server answers) is given as a function of it.
 */
export function enqueue<C extends Queued>(
  pending: readonly C[],
  random: Random,
  change: Unsent<C> | ((operationId: string) => Unsent<C>),
): C[] {
  const operationId = newOperationId(random);
  const made = typeof change === 'function' ? change(operationId) : change;
  return [...pending, { ...made, operationId } as unknown as C];
}

/** The queue once its first change was sent, or refused and dropped. */
export const dropSent = <C extends Queued>(pending: readonly C[]): C[] => pending.slice(1);

/** The queue without one change (the server answered for it, or Undo took it back before it left). */
export const withoutOperation = <C extends Queued>(
  pending: readonly C[],
  operationId: string | undefined,
): C[] => pending.filter((change) => change.operationId !== operationId);

/**
 * The queue with an id replaced in one field of its changes: a change queued before the member's own list or plan
 * was known ('') goes to it, one about an entry added offline names it by the server's id once it is saved.
 */
export function replaceId<C, F extends keyof C & string>(
  pending: readonly C[],
  field: F,
  from: string,
  to: string,
): C[] {
  return pending.map((change) => (change[field] === from ? { ...change, [field]: to } : change));
}

/** The queue without the changes for a list or plan no longer shared with the member: they cannot be sent. */
export function withoutChangesFor<C, F extends keyof C & string>(
  pending: readonly C[],
  field: F,
  ids: readonly (string | null)[],
): C[] {
  return pending.filter((change) => !ids.includes(change[field] as string | null));
}

/**
 * The lists or plans that are not among those the member can open now (the share ended while the changes waited
 * on the device): those the queue has changes for, and the one asked for (`gone` of the first read) if any. A
 * change for the member's own one not yet known ('') is not about one of them.
 */
export function thingsGone<C, F extends keyof C & string>(
  pending: readonly C[],
  field: F,
  open: readonly { id: string }[],
  askedGone: string | null = null,
): string[] {
  const ids = pending.map((change) => String(change[field])).filter((id) => id !== '');
  const gone = new Set([...ids, ...(askedGone ? [askedGone] : [])]);
  return [...gone].filter((id) => !open.some((thing) => thing.id === id));
}
