import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../packages/server/src/db/db.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

// A named statement (Db.query's `prepared`) is parsed and planned once: on PostgreSQL per connection (the pg
// driver), on PGlite per database (db/pglitePrepared.ts, which speaks the wire protocol itself). Either way it
// must answer exactly what the same text answers unnamed, and fail the same way.

const everyType = `SELECT $1::text AS text, $2::int AS int, count(*) OVER ()::bigint AS big, $3::jsonb AS json,
                          $4::timestamptz AS at, $5::text[] AS list, $6::boolean AS yes, $7::text AS nothing`;
const everyValue = [
  'crème brûlée ½',
  42,
  { amount: 1.5, unit: 'tsp', tags: ['a', null] },
  new Date('2026-11-28T07:00:00.123Z'),
  ['eggs', 'flour, sifted', 'a "quoted" one'],
  true,
  null,
];

describe('named statements, planned once', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answer what the same statement answers unnamed, every type of value both ways', async () => {
    const { db } = database;
    const unnamed = await db.query(everyType, everyValue);
    for (let n = 0; n < 7; n++) {
      // PostgreSQL may switch to one generic plan after five runs: the answer must not change with it.
      expect(await db.query(everyType, everyValue, 'test.everyType')).toEqual(unnamed);
    }
    expect(unnamed).toEqual([
      {
        text: 'crème brûlée ½',
        int: 42,
        big: 1,
        json: { amount: 1.5, unit: 'tsp', tags: ['a', null] },
        at: new Date('2026-11-28T07:00:00.123Z'),
        list: ['eggs', 'flour, sifted', 'a "quoted" one'],
        yes: true,
        nothing: null,
      },
    ]);
  });

  it('answer no rows, and many rows in order', async () => {
    const { db } = database;
    expect(await db.query('SELECT 1 AS n WHERE $1::boolean', [false], 'test.none')).toEqual([]);
    const many = await db.query<{ n: number }>(
      'SELECT n FROM generate_series(1, $1::int) AS n ORDER BY n',
      [500],
      'test.many',
    );
    expect(many.map((row) => row.n)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(await db.one('SELECT $1::int + 1 AS n', [1], 'test.one')).toEqual({ n: 2 });
  });

  it('fail as the statement fails, and the next statement runs as if nothing happened', async () => {
    const { db } = database;
    const divide = 'SELECT 10 / $1::int AS n';
    await expect(db.query(divide, [0], 'test.divide')).rejects.toMatchObject({ code: '22012' });
    await expect(db.query(divide, [0], 'test.divide')).rejects.not.toBeInstanceOf(DatabaseUnavailableError);
    expect(await db.query(divide, [5], 'test.divide')).toEqual([{ n: 2 }]);
    expect(await db.query('SELECT 1 AS n')).toEqual([{ n: 1 }]);
  });

  it('that do not parse fail every time, and the name stays free for its text', async () => {
    const { db } = database;
    await expect(db.query('SELEC $1::int', [1], 'test.typo')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELEC $1::int', [1], 'test.typo')).rejects.toMatchObject({ code: '42601' });
  });

  it('inside a transaction: the writes roll back with it, and the statement still runs after', async () => {
    const { db } = database;
    await db.query('CREATE TABLE IF NOT EXISTS prepared_probe (n int PRIMARY KEY)');
    const insert = 'INSERT INTO prepared_probe (n) VALUES ($1) RETURNING n';
    await expect(
      db.transaction(async (tx) => {
        expect(await tx.query(insert, [1], 'test.insert')).toEqual([{ n: 1 }]);
        await tx.query(insert, [1], 'test.insert'); // the same key again
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*)::int AS n FROM prepared_probe')).toEqual([{ n: 0 }]);
    expect(await db.query(insert, [2], 'test.insert')).toEqual([{ n: 2 }]);
    const inTransaction = await db.transaction((tx) => tx.query(insert, [3], 'test.insert'));
    expect(inTransaction).toEqual([{ n: 3 }]);
    expect(await db.query('SELECT n FROM prepared_probe ORDER BY n')).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it.skipIf(process.env.TEST_DB === 'postgres')('refuse a name given to another text (PGlite)', async () => {
    const { db } = database;
    await db.query('SELECT 1 AS n', [], 'test.taken');
    await expect(db.query('SELECT 2 AS n', [], 'test.taken')).rejects.toThrow(/another text/);
  });
});
