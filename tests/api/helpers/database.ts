import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db, DbOptions } from '../../../packages/server/src/db/db.ts';
import { type Migration, migrate, readMigrations } from '../../../packages/server/src/db/migrate.ts';
import { createPgliteDb, openPglite } from '../../../packages/server/src/db/pglite.ts';
import { createPool, createPostgresDb, quoteIdentifier } from '../../../packages/server/src/db/postgres.ts';

// A fresh, migrated database for each test app. PGlite: migrating a new database costs seconds, so the migrated
// data directory is dumped once (cached in the OS temp folder, keyed by the migrations' content) and each app
// loads a copy in memory. PostgreSQL: each app gets its own schema on TEST_DATABASE_URL, dropped on close.

export interface TestDatabase {
  db: Db;
  /** Another connection to the same database, as a second app instance would open (closed by its owner). */
  connectAgain(options: DbOptions): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const migrations = await readMigrations();
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(migration.name).update(migration.sql);
  const name = `potluck-pglite-${hash.digest('hex').slice(0, 16)}.tar`;
  const file = join(tmpdir(), name);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await openPglite({});
    await migrate(createPgliteDb(pglite), migrations);
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written aside and renamed, so a worker running at the same time never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeStaleTemplates(name);
    return new Blob([bytes]);
  }
}

/** Templates of older migrations are 40 MB each: drop them once a new one exists. */
async function removeStaleTemplates(current: string) {
  const stale = (await readdir(tmpdir())).filter(
    (entry) => /^potluck-pglite-[0-9a-f]{16}\.tar$/.test(entry) && entry !== current,
  );
  await Promise.all(stale.map((entry) => rm(join(tmpdir(), entry), { force: true })));
}

/** Which migrations a test database runs: all (the default), or the first ones, to test a later one's repairs. */
export interface TestDatabaseOptions extends DbOptions {
  migrations?: Migration[];
}

async function pgliteDatabase({ migrations, ...options }: TestDatabaseOptions): Promise<TestDatabase> {
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  if (migrations) {
    // Not the template: a database migrated only so far, made for one test.
    pglite = await openPglite({});
    await migrate(createPgliteDb(pglite), migrations);
  } else {
    template ??= migratedTemplate();
    pglite = await openPglite({ loadDataDir: await template });
  }
  const db = createPgliteDb(pglite, options);
  return {
    db,
    // An embedded database has one connection per process: a second instance in the process shares it.
    connectAgain: async (again) => ({ db: createPgliteDb(pglite, again), close: async () => {} }),
    drop: () => db.close(),
  };
}

async function postgresDatabase({ migrations, ...options }: TestDatabaseOptions): Promise<TestDatabase> {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    // Extensions live in public once for the whole database: a schema dropped after a test must not take
    // pg_trgm or unaccent with it. The lock keeps parallel workers from racing to create them.
    await admin.query('SELECT pg_advisory_lock(4242)');
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
    await admin.query('SELECT pg_advisory_unlock(4242)');
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  } finally {
    await admin.end();
  }
  const db = createPostgresDb(createPool({ connectionString, schema, max: 5 }), options);
  await migrate(db, migrations);
  return {
    db,
    async connectAgain(again) {
      const other = createPostgresDb(createPool({ connectionString, schema, max: 3 }), again);
      return { db: other, close: () => other.close() };
    },
    async drop() {
      await db.close();
      const cleaner = new pg.Client({ connectionString });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await cleaner.end();
    },
  };
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return process.env.TEST_DB === 'postgres' ? postgresDatabase(options) : pgliteDatabase(options);
}
