// The one way a member's changes are kept offline (decision 023), shared by the shopping list and the meal plan:
// each change gets an operation id of the member's own (the server applies one id once, however often it is
// sent), is queued oldest first and kept on the device with the server's last answer, then sent one at a time.
// A call that failed is read the same way for both: offline (wait for the connection), busy or failing (try again
// after a pause), or refused (drop it and say why). What a change is, and how it shows before the server has it,
// stays with each (shoppingChanges.ts, planChanges.ts); the charts say when each step runs.
import type { Clock, KeyValueStorage, Random } from '../support/env.ts';
import { statusOf } from '../support/errors.ts';
import { readCache, writeCache } from '../support/storageKeys.ts';

/** Every queued change carries the operation id the server knows it by. */
type Queued = { operationId: string };

/** A change as the member made it, before it is named by its operation id (each kind of a union its own). */
export type Unsent<C extends Queued> = C extends Queued ? Omit<C, 'operationId'> : never;

/** How long the queue waits before trying again after the server could not be reached or was busy. */
export const retryDelayMs = 10_000;

const idAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh operation id (16 letters and digits), as the contract's `operationId` asks. */
export function newOperationId(random: Random): string {
  let id = '';
  for (let i = 0; i < 16; i += 1) id += idAlphabet[Math.floor(random() * idAlphabet.length)];
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
  id: string | null,
): C[] {
  return pending.filter((change) => change[field] !== id);
}

/**
 * What the device keeps for a member (the queue and the server's last answer), read back with a field that is
 * missing or broken given its empty value: a list stays a list, anything else falls back when absent.
 */
export function readKept<T extends Record<string, unknown>>(
  storage: KeyValueStorage,
  key: string,
  now: number,
  empty: T,
): T {
  const saved = readCache<Partial<T>>(storage, key, now);
  const kept = Object.entries(empty).map(([field, fallback]) => {
    const value = saved?.[field];
    if (Array.isArray(fallback)) return [field, Array.isArray(value) ? value : fallback];
    return [field, value ?? fallback];
  });
  return Object.fromEntries(kept) as T;
}

/** Keeps the queue and the last answer on the device, so a reload or a dead battery loses nothing. */
export const keep = (
  storage: KeyValueStorage,
  key: string,
  now: number,
  kept: Record<string, unknown>,
): void => writeCache(storage, key, now, kept);

/** The server could not be reached (the client's status 0): the device is offline. */
export const isUnreachable = (error: unknown): boolean => statusOf(error) === 0;

/**
 * The server busy (429) or failing (5xx), or the session gone (401: the app logs out and leaves the page): the
 * change stays queued and is sent again, never dropped for it.
 */
export const isTemporary = (error: unknown): boolean => {
  const status = statusOf(error) ?? 500;
  return status === 429 || status === 401 || status >= 500;
};

/** The error a failed call's event carries. */
export const failureOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** Whose device it is and what it keeps there: the fields a machine's input and context have for it. */
type Device = { storage: KeyValueStorage; memberId: string; now: Clock };

/**
 * What a machine keeps on the device under the member's key (the list of lists or plans, the one on screen, the
 * server's last answer, the queue), named once by its empty record: `read` at start, `keep` after every change,
 * so a reload or a dead battery loses nothing.
 */
export function keptRecord<T extends Record<string, unknown>>(keyOf: (memberId: string) => string, empty: T) {
  const fields = Object.keys(empty);
  return {
    read: (device: Device): T => readKept<T>(device.storage, keyOf(device.memberId), device.now(), empty),
    keep: (context: Device & T): void =>
      keep(
        context.storage,
        keyOf(context.memberId),
        context.now(),
        Object.fromEntries(fields.map((field) => [field, context[field]])),
      ),
  };
}
