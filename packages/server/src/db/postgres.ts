import pg from 'pg';
import { DatabaseUnavailableError, type Db, type DbOptions, databaseError, runAll } from './db.ts';
import { listenWithReconnect } from './postgresListener.ts';

// A PostgreSQL server through a pg connection pool: how the app runs on several instances.
//
// The database may restart, fail over, drop connections or stop answering while the server runs. Then every
// statement fails within the timeouts below with DatabaseUnavailableError (503 to the client, never a hang),
// connections that broke are thrown away instead of reused, and the pool opens fresh ones once the database
// answers again: the server recovers without a restart.

// bigint (count(*), sums) as a JS number, as PGlite does with its parser in pglite.ts.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions extends DbOptions {
  connectionString: string;
  /** Schema to work in (tests use one fresh schema each); public when absent. */
  schema?: string;
  max?: number;
  /** How long to wait for a connection (a new one, or a free one of the pool); 0 waits for ever. */
  connectTimeoutMs?: number;
  /** How long one statement may run, on the server and as seen by the client (a black hole); 0: no limit. */
  statementTimeoutMs?: number;
}

/** Migrations and other scripts run without the statement timeout: setTimeout's longest delay (24.8 days). */
const untimed = 2 ** 31 - 1;

/** The settings of every connection, pooled or listening (db.listen reads them back from the pool). */
function connectionConfig(options: PostgresOptions): pg.ClientConfig {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  return {
    connectionString: options.connectionString,
    types: typeParsers,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    // statement_timeout stops a slow statement on the server; query_timeout stops waiting for a server that
    // has gone silent (its statement timeout cannot fire if the network eats the answer).
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout } : {}),
    // Lets the operating system notice a peer that vanished without closing the connection.
    keepAlive: true,
    // The schema first, public second so extensions installed there (pg_trgm) stay visible.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  };
}

export function createPool(options: PostgresOptions): pg.Pool {
  return withFaultListeners(new pg.Pool({ ...connectionConfig(options), max: options.max ?? 10 }), options);
}

function withFaultListeners(pool: pg.Pool, options: DbOptions): pg.Pool {
  // Without these listeners a connection dropped by the server (restart, failover, idle kill) is an unhandled
  // 'error' event, which ends the process. The pool already discards an idle client that failed; a client in
  // use fails its statement, and is discarded when released with that error.
  pool.on('error', (error) => options.onFault?.(error, 'idle database connection failed'));
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onFault?.(error, 'database connection failed'));
  });
  return pool;
}

type Client = pg.Pool | pg.PoolClient;

interface Shared {
  pool: pg.Pool;
  options: DbOptions;
  /** LISTEN subscriptions, each on its own connection (not the pool's); ended on close. */
  listeners: Set<() => Promise<void>>;
}

/** Lets a wait end after ms, so shutdown is bounded even when the database never answers. */
function atMost(ms: number, work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function rethrow(error: unknown): never {
  throw databaseError(error);
}

function wrap(shared: Shared, client: Client, pending: Array<() => void> | undefined): Db {
  const { pool, options } = shared;
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[], prepared?: string) {
      options.onQuery?.(sql);
      const result = await (prepared
        ? client.query({ name: prepared, text: sql, values: params })
        : client.query(sql, params)
      ).catch(rethrow);
      return result.rows as T[];
    },
    async one<T>(sql: string, params?: unknown[], prepared?: string) {
      const rows = await db.query<T>(sql, params, prepared);
      return rows[0];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (pending) return fn(db);
      const connection = await pool.connect().catch(rethrow);
      const callbacks: Array<() => void> = [];
      let result: T;
      try {
        await connection.query('BEGIN').catch(rethrow);
        result = await fn(wrap(shared, connection, callbacks));
        await connection.query('COMMIT').catch(rethrow);
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) {
          // The connection itself failed: a ROLLBACK would only wait for another timeout. Destroying the
          // connection ends the transaction on the server.
          connection.release(true);
          throw error;
        }
        // A failed ROLLBACK means the connection is unusable: destroy it rather than return it to the pool.
        await connection.query('ROLLBACK').then(
          () => connection.release(),
          (rollbackError: Error) => connection.release(rollbackError),
        );
        throw error;
      }
      connection.release();
      runAll(callbacks);
      return result;
    },
    async exec(sql: string) {
      options.onQuery?.(sql);
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query({ text: sql, query_timeout: untimed } as pg.QueryConfig).catch(rethrow);
    },
    async withoutTimeouts<T>(fn: (db: Db) => Promise<T>) {
      const { statement_timeout: _server, query_timeout: _client, ...untimed } = pool.options;
      const setup = createPostgresDb(
        withFaultListeners(new pg.Pool({ ...untimed, max: 2 }), options),
        options,
      );
      try {
        return await fn(setup);
      } finally {
        await setup.close();
      }
    },
    afterCommit(fn: () => void) {
      if (pending) pending.push(fn);
      else runAll([fn]);
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      // The pool's settings (address, timeouts, schema) serve the listening connection too.
      const stop = await listenWithReconnect(pool.options, channel, onPayload, options);
      shared.listeners.add(stop);
      return async () => {
        if (shared.listeners.delete(stop)) await stop();
      };
    },
    memoryInThisProcess: () => undefined,
    async close() {
      const stops = [...shared.listeners];
      shared.listeners.clear();
      await Promise.all(stops.map((stop) => stop()));
      // pool.end() waits for connections in use; their statements end within the statement timeout, but a
      // database that black-holes must not hold up shutdown beyond that.
      if (!pool.ended && !pool.ending) await atMost(5_000, pool.end());
    },
  };
  return db;
}

/** A name as a PostgreSQL identifier. @internal for the tests, which make a schema per test file */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function createPostgresDb(pool: pg.Pool, options: DbOptions = {}): Db {
  return wrap({ pool, options, listeners: new Set() }, pool, undefined);
}
