// Answers kept in a Web Storage (session storage for searches, local storage for cookbooks), with an age limit.
// Storage may be full or unavailable (private mode): the cache then simply misses.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StorageCache = {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
};

export function createStorageCache(
  storage: StorageLike,
  { maxAgeMs = Number.POSITIVE_INFINITY, now = Date.now, prefix = 'potluck:' } = {},
): StorageCache {
  return {
    get<T>(key: string): T | undefined {
      try {
        const raw = storage.getItem(prefix + key);
        if (!raw) return undefined;
        const entry = JSON.parse(raw) as { at: number; value: T };
        if (now() - entry.at > maxAgeMs) {
          storage.removeItem(prefix + key);
          return undefined;
        }
        return entry.value;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        storage.setItem(prefix + key, JSON.stringify({ at: now(), value }));
      } catch {
        // Quota exceeded or storage disabled: caching is an optimisation, never a requirement.
      }
    },
    remove(key) {
      try {
        storage.removeItem(prefix + key);
      } catch {
        // See set().
      }
    },
  };
}
