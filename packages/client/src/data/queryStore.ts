// The store behind the one cache (cache.ts): TanStack Query's QueryClient and the copies kept on the device.
// A chunk of its own, loaded with the first read: a visitor's page never needs it.
import { QueryClient } from '@tanstack/query-core';
import { ApiError } from '../http.ts';
import { createKeptCopies, type KeptCopies, type KeptOptions } from './keptCopies.ts';
import { type DataKey, type DataKeyPrefix, keptKinds } from './keys.ts';

/** The server said the member may not open it (any more), or it is gone: nothing of it may stay. */
const isClosed = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);
const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Runs the work when the page is idle (within two seconds at the latest), where the browser can say when. */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 0);
};

export function createQueryStore() {
  const queries = new QueryClient({
    defaultOptions: {
      // Offline is the server's to say (status 0), not the browser's flag: a paused read would never settle.
      queries: { retry: false, staleTime: 0, gcTime: 10 * 60_000, networkMode: 'always' },
    },
  });
  let kept: KeptCopies | null = null;

  // Every answer of a kind kept offline is kept for the member signed in when it arrived, read or written alike:
  // the newest of each, once the page is idle (a copy is for reading offline later; the page's first work is not
  // held up by writing it, issue 42).
  const toKeep = new Map<string, () => Promise<void>>();
  const keepWhenIdle = () => {
    const batch = [...toKeep.values()];
    toKeep.clear();
    void batch.reduce((previous, keep) => previous.then(keep), Promise.resolve());
  };
  queries.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept) return;
    const { queryKey, queryHash, state } = event.query;
    if (!keptKinds.has((queryKey as DataKey)[0])) return;
    const copies = kept;
    if (toKeep.size === 0) whenIdle(keepWhenIdle);
    toKeep.set(queryHash, () => copies.keep({ queryKey, queryHash, state }));
  });

  const drop = async (prefix: DataKeyPrefix) => {
    queries.removeQueries({ queryKey: prefix });
    await kept?.drop(prefix);
  };

  return {
    queries,
    async read<T>(key: DataKey, fetch: () => Promise<T>, freshForMs: number): Promise<T> {
      try {
        return await queries.fetchQuery({ queryKey: key, queryFn: fetch, staleTime: freshForMs });
      } catch (error) {
        if (isClosed(error)) await drop(key);
        if (!isOffline(error)) throw error;
        // Offline: what this page read before, else the member's copy kept on the device.
        const held = queries.getQueryData<T>(key);
        if (held !== undefined) return held;
        const copy = kept && keptKinds.has(key[0]) ? ((await kept.read(key)) as T | undefined) : undefined;
        if (copy === undefined) throw error;
        return copy;
      }
    },
    drop,
    keepFor(options: KeptOptions | null): void {
      kept?.close();
      kept = options ? createKeptCopies(options) : null;
    },
  };
}

export type QueryStore = ReturnType<typeof createQueryStore>;
