import type { Db } from '../db/db.ts';

// Rate-limit counters in the database (migration 011), for the instances that share one PostgreSQL.

export interface RateLimitHits {
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetsInMs: number;
}

export function createRateLimitRepository(db: Db) {
  return {
    /** Counts one hit of key in a window of windowMs, which starts with the first hit after the last one ended. */
    async hit(key: string, windowMs: number): Promise<RateLimitHits> {
      // One statement, atomic under concurrent hits from every instance: the row is locked by the upsert.
      const row = await db.one<RateLimitHits>(
        `INSERT INTO rate_limits AS r (key, hits, resets_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
           resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
         RETURNING hits, greatest(0, extract(epoch FROM resets_at - now()) * 1000)::int AS "resetsInMs"`,
        [key, windowMs],
        'rateLimits.hit',
      );
      if (!row) throw new Error('the rate-limit upsert returned no row');
      return row;
    },

    /** The current count of key without counting a hit. */
    async read(key: string): Promise<RateLimitHits> {
      const row = await db.one<RateLimitHits>(
        `SELECT hits, greatest(0, extract(epoch FROM resets_at - now()) * 1000)::int AS "resetsInMs"
           FROM rate_limits WHERE key = $1 AND resets_at > now()`,
        [key],
      );
      return row ?? { hits: 0, resetsInMs: 0 };
    },

    /** Windows that ended are only dead weight. */
    async deleteEnded(): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE resets_at <= now()');
    },
  };
}
