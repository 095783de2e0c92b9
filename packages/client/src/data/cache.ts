// The one cache of server answers (decision 032): TanStack Query's framework-agnostic QueryClient, keyed by what
// each answer holds (keys.ts). Machines never see it: the client's reads go through `read`, its writes put their
// answers in (`applied`, `set`), change them (`update`) or say what they made old (`forget`, `drop`), and the
// live-event router marks what others changed with `markStale`, which is also how machines hear of it
// (`onStale`). An answer of a kind members read offline is kept on the device as it arrives (keptCopies.ts), and
// a read the server cannot answer is answered from what the page read before or from that copy.
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

/** How many marks are remembered for reads still on their way (far more than arrive during one read). */
const marksKept = 200;

export function createAnswerCache() {
  const listeners = new Set<StaleListener>();
  /** The member's own writes on their way, with what they write: their live echo may arrive before their answer. */
  const writing = new Set<{ key: DataKeyPrefix; answer: Promise<unknown> }>();
  /** What was marked or forgotten lately, numbered: a read on its way when its key was marked reads again. */
  const marks: { at: number; key: readonly string[] }[] = [];
  let marked = 0;
  /** Which session the cache serves: a write answered after the member changed is not theirs to keep. */
  let session = 0;
  let store: QueryStore | null = null;
  let loading: Promise<QueryStore> | null = null;
  let keeping: KeptOptions | null = null;

  const load = () => {
    loading ??= import('./queryStore.ts').then(
      ({ createQueryStore }) => {
        store = createQueryStore();
        store.keepFor(keeping);
        return store;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const remember = (key: readonly string[]) => {
    marked += 1;
    marks.push({ at: marked, key });
    if (marks.length > marksKept) marks.shift();
  };
  const markedSince = (at: number, key: DataKey) =>
    marks.some((mark) => mark.at > at && overlaps(mark.key, key));

  const set = <T>(key: DataKey, answer: T): void => {
    if (store) store.queries.setQueryData(key, answer);
    else void load().then(({ queries }) => queries.setQueryData(key, answer));
  };
  const forget = (key: DataKey | DataKeyPrefix): void => {
    remember(key);
    void store?.queries.invalidateQueries({ queryKey: key, refetchType: 'none' });
  };

  return {
    async read<T>(key: DataKey, fetch: () => Promise<T>, { freshForMs = 0 }: ReadOptions = {}): Promise<T> {
      const loaded = await load();
      let since = marked;
      let answer = await loaded.read(key, fetch, freshForMs);
      // A change heard while the answer was on its way (or while a read it joined was) makes it old: ask again.
      for (let again = 0; again < 2 && markedSince(since, key); again += 1) {
        since = marked;
        answer = await loaded.read(key, fetch, 0);
      }
      return answer;
    },
    /** What the cache holds under the key now, if anything. */
    peek<T>(key: DataKey): T | undefined {
      return store?.queries.getQueryData<T>(key);
    },
    /** Every answer the cache holds under the prefix (the weeks of a plan). */
    held<T>(prefix: DataKeyPrefix): T[] {
      return (store?.queries.getQueriesData<T>({ queryKey: prefix }) ?? []).flatMap(([, answer]) =>
        answer === undefined ? [] : [answer],
      );
    },
    /** A member's own change, applied from its answer: the answer is the newest copy. */
    set,
    /**
     * A member's own write of what the key (or family) holds: its answer is put in once it arrives, under the key
     * `as` names for it (a week's answer says which week), else the key.
     */
    async applied<T>(key: DataKeyPrefix, answer: Promise<T>, as?: (answer: T) => DataKey): Promise<T> {
      const write = { key, answer };
      writing.add(write);
      const sentIn = session;
      try {
        const value = await answer;
        if (sentIn === session) set(as ? as(value) : (key as DataKey), value);
        return value;
      } finally {
        writing.delete(write);
      }
    },
    /** Settles once the member's own writes of the key (or family) on their way have been answered (or failed). */
    async written(key: DataKeyPrefix): Promise<void> {
      const pending = [...writing].filter((write) => overlaps(write.key, key)).map((write) => write.answer);
      await Promise.allSettled(pending);
    },
    /** Changes every answer held under the prefix (a like on every feed page that shows the recipe). */
    update<T>(prefix: DataKeyPrefix, change: (answer: T) => T): void {
      store?.queries.setQueriesData<T>({ queryKey: prefix }, (answer) =>
        answer === undefined ? answer : change(answer),
      );
    },
    /** The member's own change made what the key holds out of date: the next read asks the server. */
    forget,
    /** The member deleted it or left it: nothing of it stays, in memory or on the device. */
    drop(prefix: DataKeyPrefix): void {
      remember(prefix);
      void store?.drop(prefix);
    },
    /** Someone else changed what the key holds: the next read asks the server, and the machines reading it hear. */
    markStale(key: DataKey | DataKeyPrefix): void {
      forget(key);
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
    /**
     * A session began or ended: whose answers are kept on this device from now on (null: nobody's), and what the
     * cache held in memory, or was still to receive for the last session, is gone.
     */
    serve(options: KeptOptions | null): void {
      session += 1;
      keeping = options;
      store?.keepFor(options);
      store?.queries.clear();
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
