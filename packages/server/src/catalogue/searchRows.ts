// Keeps the search tables (migration 006) in step with provider_recipes: each recipe's search row is derived in
// SQL from its wide row, the tag arrays turned into bit masks with the lists of provider/tagMasks.ts, and its
// title words from the search row. The loader writes the search rows of every batch it writes; removed recipes
// take theirs with them (ON DELETE CASCADE).
import type { Db } from '../db/db.ts';
import { tagLayout, tagLists } from '../provider/tagMasks.ts';

const mask = (column: string, list: string) =>
  `(SELECT coalesce(bit_or(1 << (array_position(${list}::text[], v) - 1)), 0)
      FROM unnest(p.${column}) AS v WHERE v = ANY(${list}::text[]))`;

const searchRowsSql = `
  INSERT INTO provider_search (id, cuisines, dish_types, diets, intolerances, ready_in_minutes, popularity,
    health_score, random_key, title_lower)
  SELECT p.id, ${mask('cuisines', '$1')}, ${mask('dish_types', '$2')}, ${mask('diets', '$3')},
    ${mask('intolerances_contained', '$4')}, p.ready_in_minutes, p.popularity, p.health_score, p.random_key,
    p.title_lower
  FROM provider_recipes p
  WHERE p.id = ANY($5::int[])
  ON CONFLICT (id) DO UPDATE SET cuisines = EXCLUDED.cuisines, dish_types = EXCLUDED.dish_types,
    diets = EXCLUDED.diets, intolerances = EXCLUDED.intolerances, ready_in_minutes = EXCLUDED.ready_in_minutes,
    popularity = EXCLUDED.popularity, health_score = EXCLUDED.health_score, random_key = EXCLUDED.random_key,
    title_lower = EXCLUDED.title_lower`;

const searchColumns =
  'cuisines, dish_types, diets, intolerances, ready_in_minutes, popularity, health_score, random_key';

const titleWordsSql = `
  INSERT INTO provider_title_words (word, id, ${searchColumns})
  SELECT DISTINCT w.word, s.id, ${searchColumns
    .split(', ')
    .map((column) => `s.${column}`)
    .join(', ')}
  FROM provider_search s, unnest(string_to_array(s.title_lower, ' ')) AS w (word)
  WHERE s.id = ANY($1::int[]) AND w.word <> ''`;

const vocabularySql = `
  INSERT INTO provider_title_vocabulary (word)
  SELECT DISTINCT word FROM provider_title_words WHERE id = ANY($1::int[])
  ON CONFLICT (word) DO NOTHING`;

const listParams = [tagLists.cuisines, tagLists.dishTypes, tagLists.diets, tagLists.intolerances];

/** Writes the search rows and title words of these recipes from their wide rows. */
export async function syncSearchRows(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(searchRowsSql, [...listParams, ids]);
  await db.query('DELETE FROM provider_title_words WHERE id = ANY($1::int[])', [ids]);
  await db.query(titleWordsSql, [ids]);
  await db.query(vocabularySql, [ids]);
}

/**
 * Start-up: writes the search rows that are missing (a database migrated to 006 starts with none), or all of
 * them when they were built with another bit layout, and forgets words no title has any more. Returns how many
 * recipes it wrote.
 */
export async function ensureSearchRows(db: Db): Promise<number> {
  const written = await db.transaction(async (tx) => {
    // Instances starting together against one database take turns.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('potluck-provider-search'))");
    const stored = await tx.one<{ layout: string }>('SELECT layout FROM provider_search_layout');
    const rebuild = stored?.layout !== tagLayout;
    if (rebuild) {
      await tx.query('DELETE FROM provider_search_layout');
      await tx.query('INSERT INTO provider_search_layout (layout) VALUES ($1)', [tagLayout]);
    }
    const stale = await tx.query<{ id: number }>(
      rebuild
        ? 'SELECT id FROM provider_recipes'
        : `SELECT p.id FROM provider_recipes p
            WHERE NOT EXISTS (SELECT 1 FROM provider_search s WHERE s.id = p.id)
               OR NOT EXISTS (SELECT 1 FROM provider_title_words w WHERE w.id = p.id)`,
    );
    const ids = stale.map((row) => row.id);
    await syncSearchRows(tx, ids);
    await tx.query(`DELETE FROM provider_title_vocabulary v
      WHERE NOT EXISTS (SELECT 1 FROM provider_title_words w WHERE w.word = v.word)`);
    return ids.length;
  });
  if (written > 0) await refreshSearchStatistics(db);
  return written;
}

/**
 * After a large write: planner statistics, and the visibility map that lets the title-word search answer from
 * its index alone (VACUUM runs outside a transaction; PostgreSQL's autovacuum would get there later, PGlite's
 * never).
 */
export async function refreshSearchStatistics(db: Db): Promise<void> {
  await db.query('VACUUM (ANALYZE) provider_search, provider_title_words, provider_title_vocabulary');
}
