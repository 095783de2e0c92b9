// `npm run bench:instances`: what several app instances on one PostgreSQL pay for sharing it (issue 16).
// 1. Recipe writes from two instances at once (two pools, as two servers hold), each with 8 concurrent writers
//    for BENCH_SECONDS: with the recipes version in 64 slots (migration 012), with it in one row as migration 008
//    had it, and with no version at all, which is the most any way of keeping it could reach.
// 2. One rate-limit hit, as every API write pays it: in this process's memory (one instance) against the shared
//    counter in PostgreSQL (plugins/rateLimitStore.ts), sequential and 16 at once.
// Prints a Markdown table to paste into docs/benchmarks.md ("Several instances").
import type { NewRecipe } from '@potluck/contract';
import pg from 'pg';
import type { Db } from '../../packages/server/src/db/db.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { createPool, createPostgresDb } from '../../packages/server/src/db/postgres.ts';
import { newId } from '../../packages/server/src/ids.ts';
import { createRememberedAnswers } from '../../packages/server/src/plugins/rememberedAnswers.ts';
import { createRateLimitRepository } from '../../packages/server/src/repositories/rateLimitRepository.ts';
import { createRecipeRepository } from '../../packages/server/src/repositories/recipeRepository.ts';

const server = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const name = `potluck_bench_instances_${process.pid}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${server}/test` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const recipe: Omit<NewRecipe, 'cookbookId'> = {
  title: 'Bench soup',
  image: '',
  ingredients: ['water'],
  instructions: ['boil'],
  prepTime: 5,
  cookTime: 10,
  servings: '2',
  link: '',
  tags: { mealType: ['soup'], cuisine: [], diet: [], intolerance: [] },
  isPublic: true,
};

/** Recipes written per second by two instances with `writers` concurrent writers each. */
async function recipeWrites(instances: Db[], ownerId: string, writers: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let written = 0;
  const writer = async (db: Db) => {
    // Each instance (each pool) has its own remembered answers, as each app process does.
    const recipes = createRecipeRepository(db, createRememberedAnswers());
    while (Date.now() < until) {
      await recipes.insert(ownerId, recipe);
      written += 1;
    }
  };
  await Promise.all(instances.flatMap((db) => Array.from({ length: writers }, () => writer(db))));
  return Math.round(written / seconds);
}

/** Microseconds per hit, for `parallel` hits at once, over `total` hits. */
async function perHit(
  hit: (key: string) => Promise<unknown>,
  parallel: number,
  total = 5000,
): Promise<number> {
  const started = performance.now();
  let left = total;
  await Promise.all(
    Array.from({ length: parallel }, async (_, lane) => {
      while (left-- > 0) await hit(`member:${lane % 4}`);
    }),
  );
  return Math.round(((performance.now() - started) * 1000) / total);
}

function inMemory() {
  const counts = new Map<string, number>();
  return async (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
}

await admin(`CREATE DATABASE ${name}`);
const url = `${server}/${name}`;
const first = createPostgresDb(createPool({ connectionString: url, max: 10 }));
const second = createPostgresDb(createPool({ connectionString: url, max: 10 }));
try {
  await migrate(first);
  const ownerId = newId();
  await first.query(`INSERT INTO members (id, username, password_hash) VALUES ($1, 'bench', 'x')`, [ownerId]);

  const withSlots = await recipeWrites([first, second], ownerId, 8);
  await first.exec(`CREATE TABLE one_row_version (version bigint NOT NULL);
    INSERT INTO one_row_version VALUES (0);
    CREATE OR REPLACE FUNCTION raise_recipes_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE one_row_version SET version = version + 1; RETURN NULL; END $$;`);
  const withOneRow = await recipeWrites([first, second], ownerId, 8);
  await first.query('DROP TRIGGER recipes_versioned ON recipes');
  const withoutVersion = await recipeWrites([first, second], ownerId, 8);

  const limits = createRateLimitRepository(first);
  const shared = (key: string) => limits.hit(key, 60_000);
  const rows = [
    ['recipe writes/s, two instances × 8 writers, version in 64 slots (migration 012)', withSlots],
    ['recipe writes/s, two instances × 8 writers, version in one row (migration 008)', withOneRow],
    ['recipe writes/s, two instances × 8 writers, no version (upper bound)', withoutVersion],
    ['rate-limit hit µs, in memory, sequential', await perHit(inMemory(), 1)],
    ['rate-limit hit µs, PostgreSQL, sequential', await perHit(shared, 1)],
    ['rate-limit hit µs, PostgreSQL, 16 at once', await perHit(shared, 16)],
  ];
  console.log(`| measure (${seconds} s runs) | value |\n|---|---|`);
  for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
} finally {
  await first.close();
  await second.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
