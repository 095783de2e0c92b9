// Where the copies of answers kept for offline reading live (keptCopies.ts writes and reads them), and how they are
// forgotten when a session ends. Kept apart from keptCopies.ts so forgetting needs no persister.
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';

/** IndexedDB in the browser (deviceStorage.ts), a Map in tests. */
export type KeptStorage = AsyncStorage<PersistedQuery> & {
  entries(): Promise<Array<[string, PersistedQuery]>>;
};

/** Every kept answer's entry starts with the member's prefix: `potluck-kept-<member id>-<answer's key>`. */
export const keptPrefix = (memberId: string) => `potluck-kept-${memberId}`;

/** Deletes every kept copy, whoever's: a session ended, or another member's begins. */
export async function forgetKeptCopies(storage: KeptStorage): Promise<void> {
  const entries = await storage.entries();
  await Promise.all(
    entries.filter(([name]) => name.startsWith('potluck-kept-')).map(([name]) => storage.removeItem(name)),
  );
}
