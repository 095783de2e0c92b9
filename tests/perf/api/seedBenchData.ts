import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import type { Db } from '../../../packages/server/src/db/db.ts';
import { hashPassword } from '../../../packages/server/src/passwords.ts';

// Fills a freshly migrated database with a large, realistic-shaped data set using set-based SQL only
// (generate_series + INSERT … SELECT): a million rows go in as one statement, not a million round trips.
// Row n of every table gets the id "8 hex seconds + 16 hex n", the same time-ordered shape newId() makes.

export const benchPassword = 'bench-password';
const epoch = 1_700_000_000;

/** The SQL expression of the id of row `n` of a table (`offset` keeps tables' seconds apart). */
const idOf = (n: string, offset = 0) =>
  `lpad(to_hex(${epoch + offset} + ${n}), 8, '0') || lpad(to_hex(${n}), 16, '0')`;

export interface BenchSizes {
  members: number;
  recipes: number;
  likes: number;
  comments: number;
  messages: number;
  notifications: number;
}

export function sizesAt(scale: number): BenchSizes {
  const n = (full: number) => Math.max(10, Math.round(full * scale));
  return {
    members: n(10_000),
    recipes: n(100_000),
    likes: n(1_000_000),
    comments: n(1_000_000),
    messages: n(100_000),
    notifications: n(100_000),
  };
}

/** Member n's id, as the seed wrote it (members are numbered from 1). */
export function memberId(n: number): string {
  return (epoch + n).toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

/** The Monday of the week member 1's plan fills. */
export const benchWeek = '2026-11-23';

/** Member 1's shopping list and plan, as the seed made them. */
export const benchListId =
  (epoch + 6_000_000 + 1).toString(16).padStart(8, '0') + (1).toString(16).padStart(16, '0');
export const benchPlanId =
  (epoch + 7_000_000 + 1).toString(16).padStart(8, '0') + (1).toString(16).padStart(16, '0');

/** Recipe n's id (recipes are numbered from 1; recipe 1 is public, owned by member 1 and the hottest). */
export function recipeId(n: number): string {
  return (epoch + 1_000_000 + n).toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

export async function seedBenchData(db: Db, sizes: BenchSizes): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    await db.query(sql, params);
    timings[name] = Math.round(performance.now() - started);
  };
  const { members: m, recipes: r } = sizes;
  // One real scrypt hash shared by every member: hashing 10k passwords would take minutes and prove nothing.
  const hash = await hashPassword(benchPassword);

  await step(
    'members',
    `INSERT INTO members (id, username, password_hash, f_name, l_name, bio, created_at)
     SELECT ${idOf('n')}, 'bench' || n, $1, 'First' || n, 'Last' || n, 'A bench member',
            to_timestamp(${epoch} + n)
     FROM generate_series(1, $2::int) AS n`,
    [hash, m],
  );
  // Each member is friends with the next five (both directions stored, as the app stores them).
  await step(
    'friendships',
    `INSERT INTO friendships (member_id, friend_id)
     SELECT ${idOf('a')}, ${idOf('b')} FROM (
       SELECT n AS a, ((n - 1 + k) % $1::int) + 1 AS b FROM generate_series(1, $1::int) n, generate_series(1, 5) k
       UNION
       SELECT ((n - 1 + k) % $1::int) + 1, n FROM generate_series(1, $1::int) n, generate_series(1, 5) k
     ) pairs WHERE a <> b`,
    [m],
  );
  // Four in five recipes public; each carries one or two values of every tag list, rotating through them.
  await step(
    'recipes',
    `INSERT INTO recipes (id, owner_id, title, image, ingredients, instructions, prep_time, cook_time, servings,
                          meal_type, cuisine, diet, intolerance, is_public, created_at)
     SELECT ${idOf('n', 1_000_000)}, ${idOf('((n - 1) % $1::int) + 1')},
            'Bench recipe ' || n || CASE n % 3 WHEN 0 THEN ' soup' WHEN 1 THEN ' pie' ELSE ' salad' END,
            '/cover1.JPG', '["1 cup flour", "2 eggs"]', '["Mix.", "Bake."]', n % 60, n % 90, '4',
            ARRAY[($3::text[])[(n % cardinality($3::text[])) + 1], ($3::text[])[((n + 1) % cardinality($3::text[])) + 1]],
            ARRAY[($4::text[])[(n % cardinality($4::text[])) + 1]],
            ARRAY[($5::text[])[(n % cardinality($5::text[])) + 1]],
            ARRAY[($6::text[])[(n % cardinality($6::text[])) + 1]],
            n % 5 <> 0, to_timestamp(${epoch + 1_000_000} + n)
     FROM generate_series(1, $2::int) AS n`,
    [m, r, mealTypes, cuisines, diets, intolerances],
  );
  // Spread likes: recipe n gets members n, n+7919, …; the ten hottest recipes are liked by every member.
  await step(
    'likes',
    `INSERT INTO likes (recipe_id, member_id)
     SELECT ${idOf('(k % $1::int) + 1', 1_000_000)}, ${idOf('(((k / $1::int) * 7919 + k) % $2::int) + 1')}
     FROM generate_series(0, $3::int - 1) AS k
     UNION
     SELECT ${idOf('h', 1_000_000)}, ${idOf('n')} FROM generate_series(1, 10) h, generate_series(1, $2::int) n
     ON CONFLICT DO NOTHING`,
    [r, m, sizes.likes],
  );
  // A fifth of the comments land on the ten hot recipes, the rest spread over all of them.
  await step(
    'comments',
    `INSERT INTO comments (id, recipe_id, member_id, text, created_at)
     SELECT ${idOf('k', 2_000_000)},
            ${idOf('CASE WHEN k % 5 = 0 THEN (k % 10) + 1 ELSE (k % $1::int) + 1 END', 1_000_000)},
            ${idOf('((k * 31) % $2::int) + 1')}, 'Bench comment number ' || k, to_timestamp(${epoch + 2_000_000} + k)
     FROM generate_series(1, $3::int) AS k`,
    [r, m, sizes.comments],
  );
  // Messages between each member and the next (friends), alternating direction.
  await step(
    'messages',
    `INSERT INTO messages (id, sender_id, recipient_id, text, created_at)
     SELECT ${idOf('k', 3_000_000)},
            ${idOf('CASE WHEN k % 2 = 0 THEN a ELSE (a % $1::int) + 1 END')},
            ${idOf('CASE WHEN k % 2 = 0 THEN (a % $1::int) + 1 ELSE a END')},
            'Bench message ' || k, to_timestamp(${epoch + 3_000_000} + k)
     FROM (SELECT k, (k % $1::int) + 1 AS a FROM generate_series(1, $2::int) AS k) s`,
    [m, sizes.messages],
  );
  await step(
    'notifications',
    `INSERT INTO notifications (id, member_id, from_id, type, data, read, created_at)
     SELECT ${idOf('k', 4_000_000)}, ${idOf('(k % $1::int) + 1')}, ${idOf('((k + 1) % $1::int) + 1')},
            'recipe_like', jsonb_build_object('recipeId', ${idOf('(k % $2::int) + 1', 1_000_000)}), k % 3 = 0,
            to_timestamp(${epoch + 4_000_000} + k)
     FROM generate_series(1, $3::int) AS k`,
    [m, r, sizes.notifications],
  );
  // Member 1's own lists, as a busy member keeps them: 30 cookbooks of 10 recipes, a shopping list of 150 items,
  // and a plan whose week of benchWeek holds three meals a day.
  await step(
    'member lists',
    `WITH books AS (
       INSERT INTO cookbooks (id, title, is_public, created_at)
       SELECT ${idOf('n', 5_000_000)}, 'Bench cookbook ' || n, n % 2 = 0, to_timestamp(${epoch + 5_000_000} + n)
       FROM generate_series(1, 30) AS n RETURNING id),
     owners AS (INSERT INTO cookbook_owners (cookbook_id, member_id) SELECT id, $1 FROM books),
     filed AS (
       INSERT INTO cookbook_recipes (cookbook_id, recipe_id)
       SELECT ${idOf('b', 5_000_000)}, ${idOf('((b - 1) * 10 + k) * $2::int + 1', 1_000_000)}
       FROM generate_series(1, 30) b, generate_series(0, 9) k),
     list AS (INSERT INTO shopping_lists (id, owner_id) VALUES (${idOf('1', 6_000_000)}, $1) RETURNING id),
     items AS (
       INSERT INTO shopping_items (id, list_id, name, quantity, unit, aisle, checked)
       SELECT ${idOf('n', 6_100_000)}, (SELECT id FROM list), 'ingredient ' || n, n % 7 + 1,
              (ARRAY['g', 'ml', '', 'cup'])[n % 4 + 1],
              (ARRAY['produce', 'dairy', 'meat-and-fish', 'bakery', 'pantry', 'spices', 'frozen', 'drinks', 'other'])[n % 9 + 1],
              n % 5 = 0
       FROM generate_series(1, 150) AS n),
     plan AS (INSERT INTO plans (id, owner_id) VALUES (${idOf('1', 7_000_000)}, $1) RETURNING id)
     INSERT INTO plan_entries (id, plan_id, day, meal, recipe_id, title, servings)
     SELECT ${idOf('d * 3 + k', 7_100_000)}, (SELECT id FROM plan), $3::date + d,
            (ARRAY['breakfast', 'lunch', 'dinner'])[k + 1], ${idOf('d * 3 + k + 1', 1_000_000)},
            'Bench recipe ' || (d * 3 + k + 1), 4
     FROM generate_series(0, 6) d, generate_series(0, 2) k`,
    [memberId(1), Math.max(1, Math.floor(sizes.recipes / 300)), benchWeek],
  );
  const started = performance.now();
  await db.exec('ANALYZE');
  timings.analyze = Math.round(performance.now() - started);
  return timings;
}
