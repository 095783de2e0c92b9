import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type Db, type DbOptions, databaseError, runAll } from './db.ts';
import { queryPrepared } from './pglitePrepared.ts';

// Embedded PostgreSQL (PGlite, WebAssembly): one connection in this process, so statements queue one after
// another; a transaction holds the connection until it ends. Failures of PGlite itself (closed, aborted, out
// of disk) are DatabaseUnavailableError, as on PostgreSQL: a 503, not a 500.

function rethrow(error: unknown): never {
  throw databaseError(error);
}

// bigint (count(*), sums) as a JS number, the same as postgres.ts does, so both engines answer alike.
const parsers = { [types.INT8]: (value: string) => Number(value) };

/** Opens a PGlite database: persisted in dataDir, or in memory without one, or from a dumped tarball. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PGlite> {
  const pg = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // pg_trgm: trigram indexes of the provider's words; unaccent: folds accents of titles, ingredients, queries.
    extensions: { pg_trgm, unaccent },
    parsers,
    // PostgreSQL's 128 MB buffer pool is touched at start-up, so it is resident memory from the first second. Data
    // that falls out of a 32 MB pool is read again from the files (PGlite's file system, through the operating
    // system's page cache): the server idles about 95 MB smaller (issue 30, docs/benchmarks.md).
    postgresqlconf: ['shared_buffers=32MB'],
  });
  await pg.waitReady;
  return pg;
}

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(pg: PGlite, runner: Runner, options: DbOptions, pending: Array<() => void> | undefined): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[], prepared?: string) {
      options.onQuery?.(sql);
      if (prepared) {
        const rows = queryPrepared<T>(pg, prepared, sql, params ?? [], pending !== undefined);
        return rows.catch(rethrow);
      }
      const result = await runner.query<T>(sql, params as unknown[] | undefined).catch(rethrow);
      return result.rows;
    },
    async one<T>(sql: string, params?: unknown[], prepared?: string) {
      const rows = await db.query<T>(sql, params, prepared);
      return rows[0];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (pending) return fn(db);
      const callbacks: Array<() => void> = [];
      // Only PGlite's own failures (BEGIN, COMMIT) are classified; the function's errors pass as they are.
      let fnFailed = false;
      const result = await pg
        .transaction((tx) =>
          fn(wrap(pg, tx, options, callbacks)).catch((error: unknown) => {
            fnFailed = true;
            throw error;
          }),
        )
        .catch((error: unknown) => {
          throw fnFailed ? error : databaseError(error);
        });
      runAll(callbacks);
      return result;
    },
    async exec(sql: string) {
      options.onQuery?.(sql);
      await runner.exec(sql).catch(rethrow);
    },
    withoutTimeouts<T>(fn: (db: Db) => Promise<T>) {
      return fn(db);
    },
    afterCommit(fn: () => void) {
      if (pending) pending.push(fn);
      else runAll([fn]);
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    memoryInThisProcess() {
      return pg.closed ? undefined : pg.Module.HEAPU8.byteLength;
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
  return db;
}

export function createPgliteDb(pg: PGlite, options: DbOptions = {}): Db {
  return wrap(pg, pg, options, undefined);
}
