// The copies of answers kept on the device for one member, so what they opened online reads the same offline
// after a reload (decision 032). TanStack Query's persister writes and reads them: each answer under its own
// entry, named by the member and the answer's key, with a version (`buster`) that retires every copy of an
// older shape at once. A copy is checked against the contract before it is kept and again when read back: an
// old, corrupt or foreign copy is dropped, never shown half and never a crash.
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { hashKey, type Query } from '@tanstack/query-core';
import type { DataKey } from './keys.ts';
import { type KeptStorage, keptPrefix } from './keptStorage.ts';

/** The shape of what is kept. Change it when a kept answer's shape changes: older copies are then dropped. */
export const keptVersion = '1';
/** A copy older than this is not shown: a month-old cookbook is no help offline and may mislead. */
const keptForMs = 30 * 24 * 3600_000;

/** Checks a kept answer against the contract: the parsed answer, or a throw (answers.ts, loaded lazily). */
export type CheckKept = (key: DataKey) => Promise<((answer: unknown) => unknown) | null>;

/** Whose copies, where, and how each is checked. */
export type KeptOptions = { storage: KeptStorage; memberId: string; check: CheckKept };

export function createKeptCopies({ storage, memberId, check }: KeptOptions) {
  const checked = async (key: DataKey, answer: unknown) => {
    const parse = await check(key);
    if (!parse) throw new Error(`Answers under ${key[0]} are not kept`);
    return parse(answer);
  };
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage,
    prefix: keptPrefix(memberId),
    buster: keptVersion,
    maxAge: keptForMs,
    // Only what reading it back needs: the rest of a query's state (its last error, its fetch) is no answer.
    serialize: (query) => ({ ...query, state: { ...query.state, error: null, fetchMeta: null } }),
    // A copy that fails the check throws here, and the persister removes it.
    deserialize: async (stored) => {
      if (!Array.isArray(stored?.queryKey) || !stored.state) throw new Error('Not a kept answer');
      const data = await checked(stored.queryKey as unknown as DataKey, stored.state.data);
      return { ...stored, state: { ...stored.state, data } };
    },
  });
  return {
    /** Keeps the query's answer, once it passes the contract's check. */
    async keep(query: Query): Promise<void> {
      try {
        await checked(query.queryKey as unknown as DataKey, query.state.data);
        await persister.persistQuery(query);
      } catch {
        // Not kept: a full or refused storage, or an answer the contract does not describe. Online it costs nothing.
      }
    },
    /** The kept answer under the key, checked, or undefined. */
    async read(key: DataKey): Promise<unknown> {
      try {
        return await persister.retrieveQuery(hashKey(key));
      } catch {
        return undefined;
      }
    },
  };
}

export type KeptCopies = ReturnType<typeof createKeptCopies>;

