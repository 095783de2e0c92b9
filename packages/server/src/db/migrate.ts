import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

// Runs packages/server/migrations/NNN_name.sql in order, each once, recorded in schema_migrations. Everything
// happens in one transaction under an advisory lock, so several app instances starting together against one
// PostgreSQL neither race nor leave a half-migrated schema.

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, `file://${dir}/`), 'utf8') })),
  );
}

/** Applies the pending migrations; returns the names it applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    // Keyed by schema: tests run many schemas side by side on one server and need not wait for each other.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('potluck-migrate:' || current_schema()))");
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = all.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
