// Loads the shipped catalogue into provider_recipes at start-up: idempotent (rows whose content hash is unchanged
// are skipped), batched (one statement per batch, rows as one jsonb parameter, which both PostgreSQL and PGlite
// run the same way), and it removes shipped recipes that left the files. Synthetic benchmark rows are kept.
import type { Db } from '../db/db.ts';
import { readCatalogue } from './catalogueFiles.ts';
import type { CatalogueRecipe } from './catalogueRecipe.ts';
import { type CatalogueRow, catalogueRowOf } from './catalogueRows.ts';
import { ensureSearchRows, syncSearchRows } from './searchRows.ts';

const batchSize = 500;

const upsertSql = `
  INSERT INTO provider_recipes (id, title, title_lower, data, image, ready_in_minutes, servings, cuisines, dish_types,
    diets, intolerances_contained, equipment, ingredient_text, popularity, health_score, synthetic, content_hash)
  SELECT r.id, r.title, r.title_lower, r.data, r.image, r.ready_in_minutes, r.servings,
    ARRAY(SELECT jsonb_array_elements_text(r.cuisines)), ARRAY(SELECT jsonb_array_elements_text(r.dish_types)),
    ARRAY(SELECT jsonb_array_elements_text(r.diets)),
    ARRAY(SELECT jsonb_array_elements_text(r.intolerances_contained)), ARRAY(SELECT jsonb_array_elements_text(r.equipment)),
    r.ingredient_text, r.popularity, r.health_score, $2, r.content_hash
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, title text, title_lower text, data jsonb, image text,
    ready_in_minutes integer, servings integer, cuisines jsonb, dish_types jsonb, diets jsonb,
    intolerances_contained jsonb, equipment jsonb, ingredient_text text, popularity integer, health_score real, content_hash text)
  ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, title_lower = EXCLUDED.title_lower, data = EXCLUDED.data, image = EXCLUDED.image,
    ready_in_minutes = EXCLUDED.ready_in_minutes, servings = EXCLUDED.servings, cuisines = EXCLUDED.cuisines,
    dish_types = EXCLUDED.dish_types, diets = EXCLUDED.diets,
    intolerances_contained = EXCLUDED.intolerances_contained, equipment = EXCLUDED.equipment, ingredient_text = EXCLUDED.ingredient_text,
    popularity = EXCLUDED.popularity, health_score = EXCLUDED.health_score, synthetic = EXCLUDED.synthetic,
    content_hash = EXCLUDED.content_hash
  WHERE provider_recipes.content_hash IS DISTINCT FROM EXCLUDED.content_hash`;

/**
 * Writes rows in batches, each batch with its search rows (catalogue/searchRows.ts); used by start-up and by the
 * synthetic-catalogue generator alike.
 */
export async function upsertCatalogueRows(
  db: Db,
  rows: readonly CatalogueRow[],
  synthetic = false,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.query(upsertSql, [JSON.stringify(batch), synthetic]);
    const ids = batch.map((row) => row.id);
    await syncSearchRows(db, ids);
  }
}

export interface CatalogueLoad {
  total: number;
  written: number;
  removed: number;
}

/** @internal the loader without the files, for its tests */
export function loadCatalogueRecipes(db: Db, recipes: readonly CatalogueRecipe[]): Promise<CatalogueLoad> {
  return loadCatalogueRows(db, recipes.map(catalogueRowOf));
}

async function loadCatalogueRows(db: Db, rows: readonly CatalogueRow[]): Promise<CatalogueLoad> {
  const stored = await db.query<{ id: number; content_hash: string }>(
    'SELECT id, content_hash FROM provider_recipes WHERE NOT synthetic',
  );
  const hashes = new Map(stored.map((row) => [row.id, row.content_hash]));
  const changed = rows.filter((row) => hashes.get(row.id) !== row.content_hash);
  const ids = new Set(rows.map((row) => row.id));
  const gone = stored.filter((row) => !ids.has(row.id)).map((row) => row.id);
  if (changed.length > 0 || gone.length > 0) {
    await db.transaction(async (tx) => {
      await upsertCatalogueRows(tx, changed);
      if (gone.length > 0) await tx.query('DELETE FROM provider_recipes WHERE id = ANY($1::int[])', [gone]);
    });
  }
  await ensureSearchRows(db);
  return { total: rows.length, written: changed.length, removed: gone.length };
}

// The files do not change while the server runs. Building their rows takes 0.1–0.3 s, which tests, building
// many apps one after another, would pay each time; but a server needs them once, at start-up, and held for
// good they were 2 MB of its heap (issue 30). A weak reference keeps them only until the garbage collector
// wants the room: apps built in quick succession share them, a running server does not hold them.
let shippedRows: WeakRef<CatalogueRow[]> | undefined;

/** Start-up: the catalogue files in packages/server/catalogue/recipes, loaded into the database. */
export function loadCatalogue(db: Db): Promise<CatalogueLoad> {
  const rows = shippedRows?.deref() ?? readCatalogue().map(catalogueRowOf);
  shippedRows = new WeakRef(rows);
  return loadCatalogueRows(db, rows);
}
