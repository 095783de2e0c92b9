import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import { lockDataDir } from './dataDirLock.ts';
import type { Db, DbOptions } from './db.ts';
import { migrate } from './migrate.ts';
import { createPgliteDb, openPglite } from './pglite.ts';
import { createPool, createPostgresDb } from './postgres.ts';
import { reopening } from './reopening.ts';

/**
 * Opens the database the configuration names — PostgreSQL when DATABASE_URL is set, else PGlite persisted in
 * DATA_DIR, locked to this process and opened again if it fails — and brings its schema up to date.
 */
export async function openDatabase(config: Config, options: DbOptions = {}): Promise<Db> {
  const db = config.databaseUrl ? openPostgres(config, options) : await openLockedPglite(config, options);
  try {
    await db.withoutTimeouts((setup) => migrate(setup));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function openPostgres(config: Config, options: DbOptions): Db {
  const pool = createPool({
    ...options,
    connectionString: config.databaseUrl ?? '',
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  return createPostgresDb(pool, options);
}

async function openLockedPglite(config: Config, options: DbOptions): Promise<Db> {
  await mkdir(config.dataDir, { recursive: true });
  const release = await lockDataDir(config.dataDir, (error) => {
    // Another process took the directory over (or the lock vanished): writing on would corrupt it. The
    // uncaught error ends this process, which is what proper-lockfile does by default.
    options.onFault?.(error, 'lost the lock on DATA_DIR');
    throw error;
  });
  const open = async () => createPgliteDb(await openPglite({ dataDir: config.dataDir }), options);
  let db: Db;
  try {
    // PGlite dies with this process's WebAssembly, not apart from it: opened again in place if it fails.
    db = reopening(await open(), open, options);
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await release();
    },
  };
}
