-- Rate-limit counters (plugins/rateLimitStore.ts) when the app runs on PostgreSQL, shared by all its instances:
-- behind a load balancer a client must not get its login or write allowance once per instance. One row per
-- limit and client, counting hits in a window that starts with the first hit (docs/decisions/007-shared-rate-limits-and-database-faults.md).
--
-- UNLOGGED: a counter that lives a minute needs no write-ahead log (each hit is one cheap upsert); a crash of the
-- database empties the table, which forgives at most one window of counting.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
