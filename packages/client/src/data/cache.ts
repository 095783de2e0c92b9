// The one cache of server answers (decision 032): TanStack Query's framework-agnostic QueryClient, keyed by what
// each answer holds (keys.ts). Machines never see it: the client's reads go through `read`, its writes put their
// answers in with `set` or `update`, and the live-event router marks what others changed with `markStale`, which
// is also how machines hear of it (`onStale`). An answer of a kind members read offline is kept on the device as
// it arrives (keptCopies.ts), and a read the server cannot answer is answered from that copy.
// The store itself (queryStore.ts) is loaded with the first read; until then the cache holds nothing, so what
// would change or mark an answer has nothing to do.
import type { DataKey, DataKeyPrefix } from '@potluck/contract';
import type { KeptOptions } from './keptCopies.ts';
import type { QueryStore } from './queryStore.ts';

type StaleListener = { prefix: DataKeyPrefix; listener: (stale: DataKey) => void };

export type ReadOptions = {
  /** How long an answer is read from memory before the server is asked again; 0 (the default) asks every time. */
  freshForMs?: number;
};

/** One key starts the other: a family and its members hear of each other's staleness. */
const overlaps = (a: readonly string[], b: readonly string[]) =>
  a.slice(0, Math.min(a.length, b.length)).every((part, index) => part === b[index]);

export function createAnswerCache() {
  const listeners = new Set<StaleListener>();
  /** The member's own writes on their way, by key: their live echo may arrive before their answer does. */
  const writing = new Map<string, Set<Promise<unknown>>>();
  const hashOf = (key: DataKey) => JSON.stringify(key);
  let store: QueryStore | null = null;
  let loading: Promise<QueryStore> | null = null;
  let keeping: KeptOptions | null = null;
  const load = () => {
    loading ??= import('./queryStore.ts').then(({ createQueryStore }) => {
      store = createQueryStore();
      store.keepFor(keeping);
      return store;
    });
    return loading;
  };

  /** A member's own change, applied from its answer: the answer is the newest copy. */
  const set = <T>(key: DataKey, answer: T): void => {
    if (store) store.queries.setQueryData(key, answer);
    else void load().then(({ queries }) => queries.setQueryData(key, answer));
  };

  return {
    async read<T>(key: DataKey, fetch: () => Promise<T>, { freshForMs = 0 }: ReadOptions = {}): Promise<T> {
      return (await load()).read(key, fetch, freshForMs);
    },
    /** What the cache holds under the key now, if anything. */
    peek<T>(key: DataKey): T | undefined {
      return store?.queries.getQueryData<T>(key);
    },
    set,
    /** A member's own write of what the key holds: its answer is put in once it arrives (as `set`). */
    async applied<T>(key: DataKey, answer: Promise<T>): Promise<T> {
      const hash = hashOf(key);
      const pending = writing.get(hash) ?? new Set();
      writing.set(hash, pending);
      pending.add(answer);
      try {
        const value = await answer;
        set(key, value);
        return value;
      } finally {
        pending.delete(answer);
        if (pending.size === 0) writing.delete(hash);
      }
    },
    /** Settles once the member's own writes of the key on their way have been answered (or failed). */
    async written(key: DataKey): Promise<void> {
      await Promise.allSettled([...(writing.get(hashOf(key)) ?? [])]);
    },
    /** Changes every answer held under the prefix (a like on every feed page that shows the recipe). */
    update<T>(prefix: DataKeyPrefix, change: (answer: T) => T): void {
      store?.queries.setQueriesData<T>({ queryKey: prefix }, (answer) =>
        answer === undefined ? answer : change(answer),
      );
    },
    /** The member's own change made what the key holds out of date: the next read asks the server. */
    forget(key: DataKey | DataKeyPrefix): void {
      void store?.queries.invalidateQueries({ queryKey: key, refetchType: 'none' });
    },
    /** Someone else changed what the key holds: the next read asks the server, and the machines reading it hear. */
    markStale(key: DataKey | DataKeyPrefix): void {
      void store?.queries.invalidateQueries({ queryKey: key, refetchType: 'none' });
      for (const { prefix, listener } of [...listeners]) {
        if (overlaps(prefix, key)) listener(key as DataKey);
      }
    },
    onStale(prefix: DataKeyPrefix, listener: (stale: DataKey) => void): () => void {
      const entry = { prefix, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    /** How many listeners hear of stale answers (the router keeps the event stream open while there are any). */
    listening: () => listeners.size,
    /** Whose answers are kept on this device from now on (null: nobody's, nothing is kept). */
    keepFor(options: KeptOptions | null): void {
      keeping = options;
      store?.keepFor(options);
    },
    /** Forgets every answer in memory (a session ended, or another began). */
    clear(): void {
      store?.queries.clear();
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
