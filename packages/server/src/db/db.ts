// The one database interface the server uses, implemented for embedded PGlite (pglite.ts) and for a
// PostgreSQL server (postgres.ts). Plain parameterised SQL ($1, $2 …), no ORM: see docs/decisions/003-plain-sql.md.
// Every statement must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one statement with $1… parameters and returns its rows. `prepared` names a hot statement whose text never
   * changes: PostgreSQL then parses and plans it once per connection instead of on every request (the friends
   * poll went from 2,362 to 3,683 req/s, docs/benchmarks.md). Each name must belong to one text. PGlite, which
   * runs in this process, ignores it.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], prepared?: string): Promise<T[]>;
  /** The first row, or undefined. */
  one<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    prepared?: string,
  ): Promise<T | undefined>;
  /** Runs fn in one transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn once the surrounding transaction has committed, or at once outside a transaction. Used to tell
   * listeners about rows only after they are visible to everyone.
   */
  afterCommit(fn: () => void): void;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel on a dedicated connection (postgres only: on PGlite there is one
   * process, which fans out in memory). Returns the function that unsubscribes.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** Called before each statement; tests count queries with it to catch N+1 patterns. */
  onQuery?: (sql: string) => void;
}

/** Runs queued after-commit callbacks, isolating the caller from their failures. */
export function runAll(callbacks: Array<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      console.error('after-commit callback failed', error);
    }
  }
}
