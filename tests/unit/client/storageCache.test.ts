import { describe, expect, it } from 'vitest';
import { createStorageCache, type StorageLike } from '../../../packages/client/src/storageCache.ts';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('createStorageCache', () => {
  it('returns what was stored until it is older than the age limit (cookbook cache: 10 minutes)', () => {
    let time = 0;
    const storage = memoryStorage();
    const cache = createStorageCache(storage, { maxAgeMs: 600_000, now: () => time });
    cache.set('cookbook:1', { title: 'Soups' });
    time = 600_000;
    expect(cache.get('cookbook:1')).toEqual({ title: 'Soups' });
    time = 600_001;
    expect(cache.get('cookbook:1')).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('removes entries and misses on unknown keys or corrupt values', () => {
    const storage = memoryStorage();
    const cache = createStorageCache(storage);
    cache.set('a', 1);
    cache.remove('a');
    expect(cache.get('a')).toBeUndefined();
    storage.setItem('potluck:b', '{not json');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps working when the storage refuses to write', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const cache = createStorageCache(full);
    expect(() => cache.set('a', 1)).not.toThrow();
    expect(cache.get('a')).toBeUndefined();
  });
});
