// Spoonacular answers kept in provider_cache, so repeated searches and recipe views cost no quota.
import type { Db } from '../db/db.ts';

export function createProviderCacheRepository(db: Db) {
  return {
    /** The cached body, when it is younger than maxAgeSeconds. */
    async fresh(key: string, maxAgeSeconds: number): Promise<unknown | undefined> {
      const row = await db.one<{ body: unknown }>(
        'SELECT body FROM provider_cache WHERE key = $1 AND fetched_at > now() - make_interval(secs => $2)',
        [key, maxAgeSeconds],
      );
      return row?.body;
    },

    async store(key: string, body: unknown): Promise<void> {
      await db.query(
        `INSERT INTO provider_cache (key, body, fetched_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at`,
        [key, JSON.stringify(body)],
      );
    },

    /** Drops answers older than maxAgeSeconds; the cache never grows past what is still useful. */
    async prune(maxAgeSeconds: number): Promise<void> {
      await db.query('DELETE FROM provider_cache WHERE fetched_at <= now() - make_interval(secs => $1)', [
        maxAgeSeconds,
      ]);
    },
  };
}

export type ProviderCacheRepository = ReturnType<typeof createProviderCacheRepository>;
