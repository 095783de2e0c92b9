import type { Db } from '../db/db.ts';

// Inserts many rows in one statement per few hundred rows, so seeding stays a handful of round trips on both
// PGlite and PostgreSQL. Column and table names come from the seed code, never from input.

const maxParams = 5000;

export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(maxParams / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

/** A moment before `now`: days and hours ago. */
export function ago(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * 3600 * 1000);
}
