import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import type { Db, DbOptions } from './db.ts';
import { migrate } from './migrate.ts';
import { createPgliteDb, openPglite } from './pglite.ts';
import { createPool, createPostgresDb } from './postgres.ts';

/**
 * Opens the database the configuration names — PostgreSQL when DATABASE_URL is set, else PGlite persisted in
 * DATA_DIR — and brings its schema up to date.
 */
export async function openDatabase(config: Config, options: DbOptions = {}): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = createPostgresDb(createPool({ connectionString: config.databaseUrl }), options);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    db = createPgliteDb(await openPglite({ dataDir: config.dataDir }), options);
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
