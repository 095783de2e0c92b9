// The device's store of kept answers: IndexedDB (through idb-keyval, loaded with the first use), which holds far more
// than Web Storage and never blocks the page while it writes. Unavailable (a private window of some browsers),
// nothing is kept.
import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import type { KeptStorage } from './keptStorage.ts';

export function deviceStorage(): KeptStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  type Opened = { idb: typeof import('idb-keyval'); store: ReturnType<typeof import('idb-keyval').createStore> };
  let opening: Promise<Opened> | undefined;
  const opened = () => {
    opening ??= import('idb-keyval').then((idb) => ({ idb, store: idb.createStore('potluck', 'kept') }));
    return opening;
  };
  return {
    getItem: async (name) => opened().then(({ idb, store }) => idb.get<PersistedQuery>(name, store)),
    setItem: async (name, value) => opened().then(({ idb, store }) => idb.set(name, value, store)),
    removeItem: async (name) => opened().then(({ idb, store }) => idb.del(name, store)),
    entries: async () => opened().then(({ idb, store }) => idb.entries<string, PersistedQuery>(store)),
  };
}
