import { shoppingLimits } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../packages/server/src/db/db.ts';
import { migrate, readMigrations } from '../../packages/server/src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

// Migration 014 (docs/decisions/019): on a database migrated up to 013 and holding what the old rules let in — a
// share to a member who is no longer a friend, quantities no answer can carry, operation ids kept per list — it
// removes the stale share, repairs the amounts, keys operations per member, and from then on the database refuses
// an absurd quantity itself.

let database: TestDatabase;
let db: Db;
const id = (n: number) => n.toString(16).padStart(24, '0');
const [ada, bo, cy, list] = [id(1), id(2), id(3), id(10)];

beforeAll(async () => {
  const all = await readMigrations();
  const before = all.filter((migration) => migration.name < '014');
  expect(all.map((migration) => migration.name)).toContain('014_sharing_trust.sql');
  database = await createTestDatabase({ migrations: before });
  db = database.db;
  await db.query(
    `INSERT INTO members (id, username, password_hash) VALUES ($1, 'ada', 'x'), ($2, 'bo', 'x'), ($3, 'cy', 'x')`,
    [ada, bo, cy],
  );
  // Ada and Bo are friends; Cy was, once: his share outlived the friendship.
  await db.query('INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1)', [ada, bo]);
  await db.query('INSERT INTO shopping_lists (id, owner_id) VALUES ($1, $2)', [list, ada]);
  await db.query('INSERT INTO shopping_shares (id, list_id, member_id) VALUES ($1, $3, $4), ($2, $3, $5)', [
    id(20),
    id(21),
    list,
    bo,
    cy,
  ]);
  await db.query(
    `INSERT INTO shopping_items (id, list_id, name, quantity, unit, aisle) VALUES
       ($1, $6, 'flour', 'Infinity', 'kg', 'pantry'),
       ($2, $6, 'sugar', 'NaN', 'g', 'pantry'),
       ($3, $6, 'salt', 1e300, 'g', 'spices'),
       ($4, $6, 'rice', -5, 'g', 'pantry'),
       ($5, $6, 'butter', 200, 'g', 'dairy')`,
    [id(30), id(31), id(32), id(33), id(34), list],
  );
  await db.query(`INSERT INTO shopping_operations (list_id, operation_id) VALUES ($1, 'offline-add-0001')`, [
    list,
  ]);
  expect(await migrate(db, all)).toEqual(
    all.filter((migration) => migration.name >= '014').map((migration) => migration.name),
  );
});
afterAll(() => database?.drop());

describe('migration 014_sharing_trust', () => {
  it('removes the share of a member who is no longer a friend, and keeps the friend’s', async () => {
    const shares = await db.query<{ memberId: string }>(
      'SELECT member_id AS "memberId" FROM shopping_shares WHERE list_id = $1',
      [list],
    );
    expect(shares.map((share) => share.memberId)).toEqual([bo]);
  });

  it('keeps items with an absurd amount by their name, without the amount, and leaves sane ones alone', async () => {
    const items = await db.query<{ name: string; quantity: number | null; unit: string }>(
      'SELECT name, quantity, unit FROM shopping_items WHERE list_id = $1 ORDER BY name',
      [list],
    );
    expect(items).toEqual([
      { name: 'butter', quantity: 200, unit: 'g' },
      { name: 'flour', quantity: null, unit: '' },
      { name: 'rice', quantity: null, unit: '' },
      { name: 'salt', quantity: null, unit: '' },
      { name: 'sugar', quantity: null, unit: '' },
    ]);
  });

  it('credits remembered operation ids to the list’s owner, keyed per member', async () => {
    expect(
      await db.query(
        'SELECT member_id AS "memberId", operation_id AS "operationId" FROM shopping_operations',
      ),
    ).toEqual([{ memberId: ada, operationId: 'offline-add-0001' }]);
    // The same id from another member is another operation.
    await db.query(
      `INSERT INTO shopping_operations (list_id, member_id, operation_id) VALUES ($1, $2, 'offline-add-0001')`,
      [list, bo],
    );
    await expect(
      db.query(
        `INSERT INTO shopping_operations (list_id, member_id, operation_id) VALUES ($1, $2, 'offline-add-0001')`,
        [list, bo],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses Infinity, NaN, a negative amount and one past the largest, and takes the largest', async () => {
    for (const quantity of [
      'Infinity',
      '-Infinity',
      'NaN',
      '-1',
      String(shoppingLimits.largestQuantity + 1),
    ]) {
      await expect(
        db.query(
          `INSERT INTO shopping_items (id, list_id, name, quantity, aisle) VALUES ($1, $2, 'oats', $3::float8, 'pantry')`,
          [id(40), list, quantity],
        ),
        quantity,
      ).rejects.toMatchObject({ code: '23514' });
    }
    await db.query(
      `INSERT INTO shopping_items (id, list_id, name, quantity, aisle) VALUES ($1, $2, 'oats', $3, 'pantry')`,
      [id(40), list, shoppingLimits.largestQuantity],
    );
  });
});
