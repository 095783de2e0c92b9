// Keeps the search rows (migrations 006 and 009) in step with provider_recipes: each recipe's provider_search row
// is derived in SQL from its wide row — the tag arrays turned into bit masks with the lists of
// provider/tagMasks.ts, its popularity the catalogue's likes plus our members' likes — and its provider_search_text
// row from that plus the words of its title and ingredient names, as numbers of provider_words. The loader
// writes the search rows of every batch it writes; removed recipes take theirs with them (ON DELETE CASCADE).
import type { Db } from '../db/db.ts';
import { aggregateLikesOf } from '../provider/aggregateLikes.ts';
import { tagLayout, tagLists } from '../provider/tagMasks.ts';

const mask = (column: string, list: string) =>
  `(SELECT coalesce(bit_or(1 << (array_position(${list}::text[], v) - 1)), 0)
      FROM unnest(p.${column}) AS v WHERE v = ANY(${list}::text[]))`;

/**
 * The words of a recipe p: its title and ingredient names (both already lower case, the names joined by "; "),
 * folded as the query is folded (lower(unaccent(...))), split at white space. Punctuation stays in the word, so
 * a query matches it literally.
 */
const wordsOf = `regexp_split_to_table(lower(unaccent(p.title_lower || ' ' || replace(p.ingredient_text, '; ', ' '))),
    '\\s+')`;

// Only words not known yet reach the INSERT, so the identity does not advance for every word of every recipe.
const vocabularySql = `
  INSERT INTO provider_words (word)
  SELECT DISTINCT w.word FROM provider_recipes p, ${wordsOf} AS w (word)
  WHERE p.id = ANY($1::int[]) AND w.word <> ''
    AND NOT EXISTS (SELECT 1 FROM provider_words v WHERE v.word = w.word)
  ON CONFLICT (word) DO NOTHING`;

const searchColumns = [
  'cuisines',
  'dish_types',
  'diets',
  'intolerances',
  'ready_in_minutes',
  'popularity',
  'health_score',
  'random_key',
];
const columnList = (columns: readonly string[], table = '') => columns.map((c) => `${table}${c}`).join(', ');
const updates = (columns: readonly string[]) => columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');

const searchRowsSql = `
  INSERT INTO provider_search (id, ${columnList(searchColumns)})
  SELECT p.id, ${mask('cuisines', '$1')}, ${mask('dish_types', '$2')}, ${mask('diets', '$3')},
    ${mask('intolerances_contained', '$4')}, p.ready_in_minutes,
    ${aggregateLikesOf('p')},
    p.health_score, p.random_key
  FROM provider_recipes p
  WHERE p.id = ANY($5::int[])
  ON CONFLICT (id) DO UPDATE SET ${updates(searchColumns)}`;

const textRowsSql = `
  INSERT INTO provider_search_text (id, ${columnList(searchColumns)}, words)
  SELECT s.id, ${columnList(searchColumns, 's.')},
    ARRAY(SELECT DISTINCT v.id FROM ${wordsOf} AS w (word) JOIN provider_words v ON v.word = w.word ORDER BY v.id)
  FROM provider_search s JOIN provider_recipes p ON p.id = s.id
  WHERE s.id = ANY($1::int[])
  ON CONFLICT (id) DO UPDATE SET ${updates([...searchColumns, 'words'])}`;

const listParams = [tagLists.cuisines, tagLists.dishTypes, tagLists.diets, tagLists.intolerances];

/** Writes the search rows of these recipes, and the words they bring, from their wide rows. */
export async function syncSearchRows(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(searchRowsSql, [...listParams, ids]);
  await db.query(vocabularySql, [ids]);
  await db.query(textRowsSql, [ids]);
}

/**
 * Start-up: writes the search rows that are missing (migration 009 empties them all), or all of them when they
 * were built with another bit layout, and forgets words no recipe has any more (a word left behind would count
 * as found and keep a misspelt query from its typo fallback). Returns how many recipes it wrote.
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
               OR NOT EXISTS (SELECT 1 FROM provider_search_text t WHERE t.id = p.id)`,
    );
    const ids = stale.map((row) => row.id);
    // In batches, as the loader writes them: one statement over 100k recipes would hold all their words at once.
    for (let start = 0; start < ids.length; start += 5000)
      await syncSearchRows(tx, ids.slice(start, start + 5000));
    await tx.query(`DELETE FROM provider_words v
      WHERE NOT EXISTS (SELECT 1 FROM provider_search_text t WHERE t.words @> ARRAY[v.id])`);
    return ids.length;
  });
  if (written > 0) await refreshSearchStatistics(db);
  return written;
}

/**
 * After a large write: planner statistics (the GIN statistics of the word lists tell common words from rare
 * ones), and the visibility map (VACUUM runs outside a transaction; PostgreSQL's autovacuum would get there
 * later, PGlite's never).
 */
export async function refreshSearchStatistics(db: Db): Promise<void> {
  await db.query('VACUUM (ANALYZE) provider_search, provider_search_text, provider_words');
}
