import pg from 'pg';
import { type Db, type DbOptions, runAll } from './db.ts';

// A PostgreSQL server through a pg connection pool: how the app runs on several instances.

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
}

export function createPool(options: PostgresOptions): pg.Pool {
  return new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    // The schema first, public second so extensions installed there (pg_trgm) stay visible.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
}

type Client = pg.Pool | pg.PoolClient;

interface Shared {
  pool: pg.Pool;
  options: DbOptions;
  /** Connections held for LISTEN; released on close so pool.end() does not wait for them. */
  listeners: Set<pg.PoolClient>;
}

function wrap(shared: Shared, client: Client, pending: Array<() => void> | undefined): Db {
  const { pool, options } = shared;
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[], prepared?: string) {
      options.onQuery?.(sql);
      const result = prepared
        ? await client.query({ name: prepared, text: sql, values: params })
        : await client.query(sql, params);
      return result.rows as T[];
    },
    async one<T>(sql: string, params?: unknown[], prepared?: string) {
      const rows = await db.query<T>(sql, params, prepared);
      return rows[0];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (pending) return fn(db);
      const connection = await pool.connect();
      const callbacks: Array<() => void> = [];
      try {
        await connection.query('BEGIN');
        const result = await fn(wrap(shared, connection, callbacks));
        await connection.query('COMMIT');
        connection.release();
        runAll(callbacks);
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is unusable: destroy it rather than return it to the pool.
        await connection.query('ROLLBACK').then(
          () => connection.release(),
          (rollbackError: Error) => connection.release(rollbackError),
        );
        throw error;
      }
    },
    async exec(sql: string) {
      options.onQuery?.(sql);
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
    afterCommit(fn: () => void) {
      if (pending) pending.push(fn);
      else runAll([fn]);
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      const connection = await pool.connect();
      shared.listeners.add(connection);
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      };
      connection.on('notification', onNotification);
      await connection.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        if (!shared.listeners.delete(connection)) return;
        connection.off('notification', onNotification);
        // A connection that listened is not reused: destroying it ends the subscription for certain.
        connection.release(true);
      };
    },
    async close() {
      for (const connection of shared.listeners) connection.release(true);
      shared.listeners.clear();
      if (!pool.ended) await pool.end();
    },
  };
  return db;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function createPostgresDb(pool: pg.Pool, options: DbOptions = {}): Db {
  return wrap({ pool, options, listeners: new Set() }, pool, undefined);
}
