import { DatabaseUnavailableError, type Db, type DbOptions } from './db.ts';

// PGlite is PostgreSQL inside this process: when it dies (its WebAssembly aborted, it was closed under us, its
// files failed) there is no server to reconnect to, and every later statement fails. This keeps one open and
// opens it again in place: a statement that fails as the database's own failure (DatabaseUnavailableError) is
// followed by a probe, and if the probe fails too the instance is dropped and a new one opened on the same
// directory. Meanwhile every call answers DatabaseUnavailableError (a 503); afterwards they reach the new one.
// A failed reopen is tried again on the next call, at most once per `retryMs`.

export type Opener = () => Promise<Db>;

const retryMs = 1_000;

export function reopening(first: Db, open: Opener, options: DbOptions = {}): Db {
  let current: Db | null = first;
  let reopen: Promise<void> | null = null;
  let lastTry = 0;
  let closed = false;

  function startReopen(dead: Db | null, why: unknown) {
    if (reopen || closed || Date.now() - lastTry < retryMs) return;
    lastTry = Date.now();
    current = null;
    options.onFault?.(why, 'the embedded database failed; opening it again');
    reopen = (async () => {
      await dead?.close().catch(() => undefined);
      const next = await open();
      if (closed) await next.close();
      else current = next;
    })()
      .catch((error: unknown) => options.onFault?.(error, 'opening the embedded database again failed'))
      .finally(() => {
        reopen = null;
      });
  }

  /** The open database, or DatabaseUnavailableError while it is being opened again. */
  function live(): Db {
    if (current) return current;
    startReopen(null, new Error('no open database'));
    throw new DatabaseUnavailableError(new Error('The embedded database is being opened again'));
  }

  /** Runs fn on the open database; a failure of the database itself is checked with a probe. */
  async function run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const db = live();
    try {
      return await fn(db);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError && db === current) {
        const alive = await db.query('SELECT 1').then(
          () => true,
          () => false,
        );
        if (!alive && db === current) startReopen(db, error);
      }
      throw error;
    }
  }

  return {
    kind: first.kind,
    query: (sql, params, prepared) => run((db) => db.query(sql, params, prepared)),
    one: (sql, params, prepared) => run((db) => db.one(sql, params, prepared)),
    transaction: (fn) => run((db) => db.transaction(fn)),
    exec: (sql) => run((db) => db.exec(sql)),
    withoutTimeouts: (fn) => run((db) => db.withoutTimeouts(fn)),
    afterCommit: (fn) => live().afterCommit(fn),
    listen: (channel, onPayload) => run((db) => db.listen(channel, onPayload)),
    memoryInThisProcess: () => current?.memoryInThisProcess(),
    async close() {
      closed = true;
      await reopen;
      await current?.close();
      current = null;
    },
  };
}
