// `npm run bench:provider [-- --db postgres|pglite|both]`: complexSearch throughput and latency on catalogues of
// 1k, 10k and 100k recipes (set BENCH_SIZES=1000,10000,100000,1000000 for more). PostgreSQL (the default): each
// size gets its own database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432); PGlite: its own
// DATA_DIR in the OS temp folder. Each is filled once with synthetic recipes by the same loader the app uses, and
// kept for the next run. Results are written into the provider section of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import { loadSyntheticCatalogue } from '../../packages/server/src/catalogue/syntheticCatalogue.ts';
import { type Config, loadConfig } from '../../packages/server/src/config.ts';

// Not strict: `npm run bench` hands every benchmark the same arguments (--scale is bench:api's).
const { values } = parseArgs({ options: { db: { type: 'string', default: 'postgres' } }, strict: false });
if (typeof values.db !== 'string' || !['pglite', 'postgres', 'both'].includes(values.db))
  throw new Error('--db must be pglite, postgres or both');
const server = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

/** The target of issue #4: a text search with two filters answers within 50 ms at p99 on 100k recipes. */
const target = { scenario: 'query and two filters ("chicken", type, intolerance)', size: 100_000, p99: 50 };

/**
 * What the app asks for: the grid's first page, a text search, a text search with two filters (the discovery
 * grid's search box with a meal type and the member's intolerance), filters, a deep page, the admin's top five.
 * Whole answers are remembered per search until the catalogue or a like changes (decision 028, migration 020), so
 * a repeated row measures a remembered answer; one row makes every request a search not seen before (a
 * maxReadyTime that changes each time and that every recipe meets): it finds, counts and reads its matches.
 */
const scenarios: ReadonlyArray<readonly [string, string, 'new each time'?]> = [
  ['first page', 'number=24&offset=0'],
  ['text search "chicken"', 'query=chicken&number=24'],
  [target.scenario, 'query=chicken&type=main%20course&intolerances=dairy&number=24'],
  [
    'the same, a search not seen before each time',
    'query=chicken&type=main%20course&intolerances=dairy&number=24',
    'new each time',
  ],
  [
    'cuisine + diet + 2 intolerances',
    'cuisine=italian,french&diet=vegetarian&intolerances=dairy,gluten&number=24',
  ],
  ['type + sort by time, page 5', 'type=main%20course&sort=time&number=24&offset=96'],
  ['admin top 5 with information', 'sort=popularity&number=5&addRecipeInformation=true'],
  ['random sort', 'sort=random&number=24'],
];

type Database = 'PostgreSQL' | 'PGlite';

interface Row {
  database: Database;
  size: number;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  totalResults: number;
  /** The 1-minute load average as the row started: the machine is shared. */
  load: number;
}

async function ensureDatabase(name: string) {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

async function configFor(database: Database, size: number): Promise<Config> {
  // Loading a synthetic catalogue runs statements far longer than a request's may.
  const env = { LOG_LEVEL: 'silent', DEMO: '0', DATABASE_STATEMENT_TIMEOUT_MS: '0' };
  if (database === 'PGlite')
    return { ...loadConfig({ ...env, DATA_DIR: join(tmpdir(), `potluck-bench-provider-${size}`) }), port: 0 };
  const name = `potluck_bench_${size}`;
  await ensureDatabase(name);
  return { ...loadConfig({ ...env, DATABASE_URL: `${server}/${name}` }), port: 0 };
}

async function measure(url: string, newEachTime = false) {
  const { pathname, search } = new URL(url);
  let sent = 0;
  const newSearch = (request: autocannon.Request): autocannon.Request => {
    sent += 1;
    return { ...request, path: `${pathname}${search}&maxReadyTime=${100_000 - (sent % 90_000)}` };
  };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(newEachTime ? { requests: [{ setupRequest: newSearch }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} failed requests`);
  return result;
}

async function benchSize(database: Database, size: number): Promise<Row[]> {
  const app = await buildApp({ config: await configFor(database, size) });
  try {
    const stored = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM provider_recipes WHERE synthetic',
    );
    if (stored?.n !== size) {
      console.log(`loading ${size} synthetic recipes into ${database} …`);
      await loadSyntheticCatalogue(app.db, readCatalogue(), size);
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: Row[] = [];
    const run = async (scenario: string, query: string, label = scenario, newEachTime = false) => {
      const url = `${address}/provider/recipes/complexSearch?${query}`;
      const probe = (await (await fetch(url)).json()) as { totalResults: number };
      const load = loadavg()[0] ?? 0;
      const result = await measure(url, newEachTime);
      const row: Row = {
        database,
        size,
        scenario: label,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        totalResults: probe.totalResults,
        load,
      };
      rows.push(row);
      console.log(
        `${database}\t${size}\t${label}\t${row.requestsPerSecond} req/s\tp50 ${row.p50} ms\tp99 ${row.p99} ms\tload ${row.load.toFixed(1)}`,
      );
      return row;
    };
    for (const [scenario, query, each] of scenarios) await run(scenario, query, scenario, each !== undefined);
    // The machine is shared. At the target's size, a target row that missed runs again, and when any row
    // started with the load above the number of cores, so do the target row and the slowest row.
    if (size === target.size) {
      const busy = rows.some((row) => row.load > cpus().length);
      const slowest = rows.reduce((worst, row) => (row.p99 > worst.p99 ? row : worst));
      const targetRow = rows.find((row) => row.scenario === target.scenario);
      const again = new Set<string>();
      if (targetRow && (busy || targetRow.p99 > target.p99)) again.add(target.scenario);
      if (busy && slowest) again.add(slowest.scenario);
      for (const [scenario, query, each] of scenarios)
        if (again.has(scenario)) await run(scenario, query, `${scenario}, again`, each !== undefined);
    }
    return rows;
  } finally {
    await app.close();
  }
}

function verdict(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.scenario.startsWith(target.scenario) && row.size === target.size);
  if (measured.length === 0)
    return [`Target (${target.scenario}, p99 ≤ ${target.p99} ms at 100k): not measured.`];
  return measured.map(
    (row) =>
      `- Target, ${target.scenario} at ${target.size.toLocaleString('en')} recipes, p99 ≤ ${target.p99} ms on ${row.database}: ` +
      `${row.p99 <= target.p99 ? 'met' : 'missed'} (p99 ${row.p99} ms at load ${row.load.toFixed(1)}).`,
  );
}

function report(rows: Row[]): string {
  const lines = [
    '<!-- provider:start -->',
    '## Recipe provider: complexSearch',
    '',
    `Measured by \`npm run bench:provider\` on ${new Date().toISOString().slice(0, 10)}: ${[...new Set(rows.map((row) => row.database))].join(' and ')}`,
    `on the same machine as the server and the load generator (${cpus().length} cores, ${cpus()[0]?.model.trim()}, shared with other`,
    `work), built-in source, ${connections} connections for ${seconds} s per row, synthetic catalogues made from the shipped recipes`,
    'by the app\'s own loader (`npm run catalogue:synthetic`). "load" is the 1-minute load average as the row started; it',
    `includes the tail of the benchmark's own previous row (highest ${Math.max(...rows.map((row) => row.load)).toFixed(1)}, ${loadavg()[0]?.toFixed(1)} at the end). At`,
    `${target.size.toLocaleString('en')} recipes a target row that misses is measured again, and when a row started with the load above the`,
    'number of cores, so are the target row and the slowest row ("again").',
    '',
    ...verdict(rows),
    '',
    '| database | recipes | request | results | req/s | p50 ms | p99 ms | load |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.size.toLocaleString('en')} | ${row.scenario} | ${row.totalResults.toLocaleString('en')} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.load.toFixed(1)} |`,
    ),
    '',
    'What a text query means (docs/decisions/006-provider-text-search.md): every query word inside a word of the',
    'title or of an ingredient name, case and accents ignored, a word a small typo away when none contains it.',
    '',
    'How it answers (migrations 006 and 009): searches read narrow tables derived from the wide jsonb rows by the',
    'catalogue loader, and the wide rows only for the page they answer. provider_search holds one row per recipe:',
    'cuisines, meal types, diets and contained intolerances as integer bit masks, and the sort keys with btree',
    'indexes (7.5 MB at 100k recipes against 63 MB of wide heap). A text query reads provider_search_text, the same',
    "columns plus the numbers of the recipe's words (its title and ingredient names, folded by unaccent and lower)",
    'with a GIN index (39 MB with its indexes; the title-word table it replaces took 98 MB): each query word is',
    'looked up in provider_words (substring through a trigram index, else the words a small typo away), and the GIN',
    'index gives an exact bitmap of the recipes that hold every word. The total of a search is counted once and',
    'remembered with provider_search_version, which every change of the search rows raises (likes change only',
    'popularity and leave it alone), so a repeated search reads only its page: a walk down the sort index when',
    'matches are common, a sort of the matches when they are rare. Every row but "a search not seen before each',
    'time" repeats one search; that row counts the matches on every request (alone, at 100k recipes, the count and',
    'page cost PGlite about 10 ms and PostgreSQL about 7 ms for "chicken" with two filters: 12,370 recipes hold the',
    "word, against 8,041 titles before ingredients were searched). Popularity is the catalogue's likes plus our",
    "members' likes, kept in both search tables by a trigger on recipe_counts. The wide-table design of the first",
    'version measured p99 372 ms (title search) and 484–524 ms (filters) at 100k.',
    'PGlite runs inside the server process: one thread answers HTTP and runs every statement (in WebAssembly),',
    'so its requests queue behind each other and its figures are those of one core.',
    '<!-- provider:end -->',
  ];
  return lines.join('\n');
}

const databases: Database[] =
  values.db === 'both' ? ['PostgreSQL', 'PGlite'] : values.db === 'pglite' ? ['PGlite'] : ['PostgreSQL'];
const rows: Row[] = [];
for (const database of databases) for (const size of sizes) rows.push(...(await benchSize(database, size)));
const file = new URL('../../docs/benchmarks.md', import.meta.url);
let text = '';
try {
  text = readFileSync(file, 'utf8');
} catch {
  text = '# Benchmarks\n';
}
const section = report(rows);
const pattern = /<!-- provider:start -->[\s\S]*<!-- provider:end -->/;
text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
console.log('written to docs/benchmarks.md');
