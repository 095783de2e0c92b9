// `npm run catalogue:synthetic -- --count 100000`: fills the configured database (DATABASE_URL, else the PGlite
// in DATA_DIR) with that many synthetic variants of the shipped catalogue, for benchmarks. `--count 0` removes
// them again.
import { readCatalogue } from '../src/catalogue/catalogueFiles.ts';
import { loadCatalogue } from '../src/catalogue/loadCatalogue.ts';
import { loadSyntheticCatalogue } from '../src/catalogue/syntheticCatalogue.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';

function countArgument(): number {
  const index = process.argv.indexOf('--count');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 10_000;
  if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
    throw new Error('--count must be a whole number from 0 to 10000000');
  }
  return value;
}

const count = countArgument();
// Its bulk statements run far longer than a request's may: no statement timeout here.
const db = await openDatabase({ ...loadConfig(), databaseStatementTimeoutMs: 0 });
try {
  await loadCatalogue(db);
  const started = Date.now();
  await loadSyntheticCatalogue(db, readCatalogue(), count, (loaded) => {
    if (loaded % 20_000 === 0 || loaded === count) process.stdout.write(`\r${loaded} / ${count} recipes`);
  });
  console.log(`\n${count} synthetic recipes loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
