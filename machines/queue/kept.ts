// The queue as the device keeps it, so a reload or a dead battery loses no change: under a key that names the
// member (support/storageKeys.ts; one member's changes are never another's), as `{ version, pending }` and nothing
// else. The server's answers are not kept here: packages/client keeps the copies of what the member read and
// answers a read with them offline. Read back, the copy is checked: one of another version (an older app's) or
// one whose changes have not the shape this app sends is dropped whole, never half shown and never a crash.
import type { KeyValueStorage } from '../support/env.ts';
import type { Queued } from './pending.ts';

/** Raised whenever a kept change's shape changes, so a copy an older app wrote is dropped rather than misread. */
export const keptVersion = 2;

/** What is stored under the member's key. */
export type KeptQueue<C> = { version: typeof keptVersion; pending: C[] };

/** Whose device it is: the fields a machine's input and context have for it. */
type Device = { storage: KeyValueStorage; memberId: string };

/**
 * The queue of one kind kept on the device: `keyOf` names the member's key, `isChange` checks one change's shape
 * (the kind's own: shoppingList/changes.ts, plan/changes.ts). `read` at start, `keep` after every change.
 */
export function keptQueue<C extends Queued>(
  keyOf: (memberId: string) => string,
  isChange: (value: unknown) => value is C,
) {
  return {
    read({ storage, memberId }: Device): C[] {
      const key = keyOf(memberId);
      const pending = pendingIn(readItem(storage, key), isChange);
      if (pending === null) forget(storage, key);
      return pending ?? [];
    },
    keep({ storage, memberId, pending }: Device & { pending: readonly C[] }): void {
      const kept: KeptQueue<C> = { version: keptVersion, pending: [...pending] };
      try {
        if (pending.length === 0) storage.removeItem(keyOf(memberId));
        else storage.setItem(keyOf(memberId), JSON.stringify(kept));
      } catch {
        // A full or disabled storage: the changes are still sent while the app stays open.
      }
    },
  };
}

/** The kept changes, [] when nothing is kept, null when the copy is of another version or broken. */
function pendingIn<C>(raw: string | null, isChange: (value: unknown) => value is C): C[] | null {
  if (raw === null) return [];
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(kept) || kept.version !== keptVersion || !Array.isArray(kept.pending)) return null;
  return kept.pending.every(isChange) ? kept.pending : null;
}

function readItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function forget(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Disabled storage keeps nothing to forget.
  }
}

// The small checks each kind's `isChange` is written with.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isOneOf =
  <const T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

/** A kept change as every kind's begins: a record with its operation id. */
export const isQueuedRecord = (value: unknown): value is Record<string, unknown> & Queued =>
  isRecord(value) && isText(value.operationId) && value.operationId.length > 0;
