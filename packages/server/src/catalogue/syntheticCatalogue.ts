// Large catalogues for benchmarks (10k, 100k, 1M recipes): variants of the shipped recipes — another style in
// the title, other likes, health score, times and servings — built and loaded by the same code as the real
// catalogue (catalogueRowOf, upsertCatalogueRows). Rows are marked synthetic, so reloading the shipped catalogue
// leaves them alone, and they reuse their original's picture.
import type { Db } from '../db/db.ts';
import { seededRandom } from '../illustrations/seed.ts';
import type { CatalogueRecipe } from './catalogueRecipe.ts';
import { catalogueRowOf } from './catalogueRows.ts';
import { upsertCatalogueRows } from './loadCatalogue.ts';
import { refreshSearchStatistics } from './searchRows.ts';

/** Synthetic ids start here, far above any hand-written catalogue id. */
export const firstSyntheticId = 10_000_000;

const styles = [
  'Weeknight',
  'Family-Style',
  'Quick',
  'Slow-Cooked',
  'Rustic',
  'Spiced',
  'Smoky',
  'Herby',
  'Zesty',
  'Golden',
  'Grandma’s',
  'Street-Style',
  'Sunday',
  'Light',
  'Hearty',
  'Summer',
  'Winter',
  'Crispy',
  'Creamy',
  'Fiery',
];

/** The n-th variant (0-based) of the catalogue: deterministic, so a benchmark is repeatable. */
export function syntheticRecipe(base: readonly CatalogueRecipe[], n: number): CatalogueRecipe {
  const original = base[n % base.length];
  if (!original) throw new Error('a synthetic catalogue needs at least one recipe to vary');
  const random = seededRandom(firstSyntheticId + n);
  const round = Math.floor(n / base.length);
  const style = styles[round % styles.length];
  const scale = random.between(0.7, 1.4);
  const preparationMinutes = Math.max(1, Math.round(original.preparationMinutes * scale));
  const cookingMinutes = Math.round(original.cookingMinutes * scale);
  return {
    ...original,
    id: firstSyntheticId + n,
    title: `${style} ${original.title} No. ${round + 1}`,
    preparationMinutes,
    cookingMinutes,
    readyInMinutes: preparationMinutes + cookingMinutes + random.int(0, 10),
    servings: random.int(1, 8),
    aggregateLikes: random.int(0, 3000),
    healthScore: random.int(0, 100),
  };
}

/**
 * Loads `count` variants (replacing any earlier synthetic rows), batch by batch so memory stays flat; calls
 * onProgress after each batch with the number loaded so far.
 */
export async function loadSyntheticCatalogue(
  db: Db,
  base: readonly CatalogueRecipe[],
  count: number,
  onProgress: (loaded: number) => void = () => {},
): Promise<void> {
  await db.query('DELETE FROM provider_recipes WHERE synthetic');
  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + batch); n++) {
      const recipe = syntheticRecipe(base, n);
      // The picture stays the original's: a variant looks like the dish it varies.
      rows.push({ ...catalogueRowOf(recipe), image: `${base[n % base.length]?.id}.webp` });
    }
    await upsertCatalogueRows(db, rows, true);
    onProgress(Math.min(count, start + batch));
  }
  await db.query('ANALYZE provider_recipes');
  await refreshSearchStatistics(db);
}
