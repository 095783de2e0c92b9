import type { Db } from '../db/db.ts';
import { createRateLimitRepository } from '../repositories/rateLimitRepository.ts';

// @fastify/rate-limit's store interface over rate_limits, used when the app runs on PostgreSQL so that every
// instance counts the same hits (docs/decisions/012-shared-rate-limits-and-database-faults.md says why
// PostgreSQL and not Redis). On PGlite one process owns the database, and the plugin's in-memory store is exact.

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin passes a route's own limit its options with `routeInfo` (the route); the plugin-wide store none. */
function scopeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)
    ?.routeInfo;
  return route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
}

/** Every how many hits an instance deletes the windows that ended. */
const sweepEvery = 1000;

export function sharedRateLimitStore(db: Db) {
  const limits = createRateLimitRepository(db);
  let hitsSinceSweep = 0;

  return class SharedRateLimitStore {
    /** Each route counts apart (as the in-memory store does): keys carry the route. */
    readonly scope: string;

    constructor(options?: unknown) {
      this.scope = scopeOf(options);
    }

    incr(key: string, done: Callback, timeWindow: number) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= sweepEvery) {
        hitsSinceSweep = 0;
        limits.deleteEnded().catch(() => {});
      }
      limits.hit(this.scope + key, timeWindow).then(
        ({ hits, resetsInMs }) => done(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Callback) {
      limits.read(this.scope + key).then(
        ({ hits, resetsInMs }) => done(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => done(error),
      );
    }

    child(options: unknown) {
      return new SharedRateLimitStore(options);
    }
  };
}
