// The copies of answers kept on the device for one member, so what they opened online reads the same offline
// after a reload (decision 032). TanStack Query's persister writes and reads them: each answer under its own
// entry, named by the member and the answer's key, with a version (`buster`) that retires every copy of an
// older shape at once. A copy is checked against the contract when read back: an old, corrupt or foreign copy is
// dropped, never shown half and never a crash.
import { hashKey, type QueryState } from '@tanstack/query-core';
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core';
import type { DataKey, DataKeyPrefix } from './keys.ts';
import { type KeptStorage, keptPrefix } from './keptStorage.ts';

/** The shape of what is kept. Change it when a kept answer's shape changes: older copies are then dropped. */
export const keptVersion = '1';
/** A copy older than this is not shown: a month-old cookbook is no help offline and may mislead. */
const keptForMs = 30 * 24 * 3600_000;

/** Checks a kept answer against the contract: the parsed answer, or a throw (answers.ts, loaded lazily). */
export type CheckKept = (key: DataKey) => Promise<((answer: unknown) => unknown) | null>;

/** Whose copies, where, and how each is checked. */
export type KeptOptions = { storage: KeptStorage; memberId: string; check: CheckKept };

/** An answer as it arrived: its key and the state it was in then. */
type Arrived = { queryKey: readonly unknown[]; queryHash: string; state: QueryState };

export function createKeptCopies({ storage, memberId, check }: KeptOptions) {
  // Closed when another member signs in or the session ends: a copy still being checked is then not kept.
  let open = true;
  const checker = async (key: DataKey) => {
    const parse = await check(key);
    if (!parse) throw new Error(`Answers under ${key[0]} are not kept`);
    return parse;
  };
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage,
    prefix: keptPrefix(memberId),
    buster: keptVersion,
    maxAge: keptForMs,
    serialize: (query) => query,
    // A copy that fails the check (or is not what its entry's name says) throws here, and the persister removes it.
    deserialize: async (stored) => {
      if (!Array.isArray(stored?.queryKey) || !stored.state || stored.queryHash !== hashKey(stored.queryKey)) {
        throw new Error('Not a kept answer');
      }
      const parse = await checker(stored.queryKey as unknown as DataKey);
      return { ...stored, state: { ...stored.state, data: parse(stored.state.data) } };
    },
  });
  return {
    /**
     * Keeps the answer as it arrived. It is checked against the contract when read back (and, in development and the
     * end-to-end build, as it arrived): checking it here too would load the contract's schemas on every member
     * page's first read, for a copy that is only ever read offline.
     */
    async keep({ queryKey, queryHash, state }: Arrived): Promise<void> {
      try {
        if (!open) return;
        // Only what reading it back needs: the rest of a query's state (its last error, its fetch) is no answer.
        const kept = { ...state, error: null, fetchMeta: null };
        await persister.persistQuery({ queryKey, queryHash, state: kept } as never);
      } catch {
        // Not kept: a full or refused storage. Online it costs nothing.
      }
    },
    /** The kept answer under the key, checked, or undefined. */
    async read(key: DataKey): Promise<unknown> {
      try {
        // The check is loaded first: a check that cannot load says nothing of the copy, which then stays.
        await checker(key);
        return await persister.retrieveQuery(hashKey(key));
      } catch {
        return undefined;
      }
    },
    /** Forgets the copies under the prefix: gone, or no longer the member's to open. */
    async drop(prefix: DataKeyPrefix): Promise<void> {
      await persister.removeQueries({ queryKey: prefix }).catch(() => undefined);
    },
    close(): void {
      open = false;
    },
  };
}

export type KeptCopies = ReturnType<typeof createKeptCopies>;
