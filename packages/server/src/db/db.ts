// The one database interface the server uses, implemented for embedded PGlite (pglite.ts) and for a
// PostgreSQL server (postgres.ts). Plain parameterised SQL ($1, $2 …), no ORM: see docs/decisions/003-plain-sql.md.
// Every statement must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one statement with $1… parameters and returns its rows. `prepared` names a hot statement whose text never
   * changes: PostgreSQL then parses and plans it once per connection instead of on every request (the friends
   * poll went from 2,362 to 3,683 req/s, docs/benchmarks.md). Each name must belong to one text. PGlite does the
   * same once per database (pglitePrepared.ts).
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
  /** Runs a script of several statements without parameters (migrations), without the statement timeout. */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn on the same database without the statement timeout: start-up work (migrations, the catalogue, the
   * demo seed) is no request, may run long on a large or busy database, and waits for other instances' locks.
   * PostgreSQL: through a small pool of its own, closed afterwards. PGlite has no timeout: fn gets this Db.
   */
  withoutTimeouts<T>(fn: (db: Db) => Promise<T>): Promise<T>;
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
  /**
   * The bytes of this process the database engine holds: PGlite's WebAssembly memory. Undefined on PostgreSQL,
   * which runs in processes of its own (and on a PGlite being opened again).
   */
  memoryInThisProcess(): number | undefined;
  close(): Promise<void>;
}

export interface DbOptions {
  /** Called before each statement; tests count queries with it to catch N+1 patterns. */
  onQuery?: (sql: string) => void;
  /** Told about connection failures the server survives (a dropped idle connection, a lost LISTEN); for the log. */
  onFault?: (error: unknown, what: string) => void;
}

/**
 * The database is down, unreachable or not answering in time: not the request's fault, so it answers 503 and a
 * retry later may succeed (plugins/errors.ts). Both drivers throw it in place of their own connection errors.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes that say the server, not the statement, failed: 08 connection exception, 53 insufficient
// resources (disk full, too many connections), 57 operator intervention (shutdown, statement timeout), 58 system
// error (I/O). Everything else (22 bad data, 23 constraint, 42 syntax …) is about the statement.
const unavailableClasses = new Set(['08', '53', '57', '58']);

/**
 * The error to throw for a driver's failure: DatabaseUnavailableError when the database itself failed. An error
 * without a SQLSTATE never reached PostgreSQL's executor (refused or dropped connection, timeout, a closed or
 * aborted PGlite), so it is the database's failure too.
 */
export function databaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  if (sqlState === undefined || unavailableClasses.has(sqlState.slice(0, 2))) {
    return new DatabaseUnavailableError(error);
  }
  return error;
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
