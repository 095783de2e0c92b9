// `npm run bench:provider`: complexSearch throughput and latency on catalogues of 10k and 100k recipes (set
// BENCH_SIZES=10000,100000,1000000 for more) in PostgreSQL. Each size gets its own database on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432), filled once with synthetic recipes by the same loader the app
// uses, and kept for the next run. Results are written into the provider section of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import { loadSyntheticCatalogue } from '../../packages/server/src/catalogue/syntheticCatalogue.ts';
import { loadConfig } from '../../packages/server/src/config.ts';

const server = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

/** What the app asks for: the grid's first page, a text search, filters, a deep page, the admin's top five. */
const scenarios: ReadonlyArray<readonly [string, string]> = [
  ['first page', 'number=24&offset=0'],
  ['title search "chicken"', 'query=chicken&number=24'],
  [
    'cuisine + diet + 2 intolerances',
    'cuisine=italian,french&diet=vegetarian&intolerances=dairy,gluten&number=24',
  ],
  ['type + sort by time, page 5', 'type=main%20course&sort=time&number=24&offset=96'],
  ['admin top 5 with information', 'sort=popularity&number=5&addRecipeInformation=true'],
  ['random sort', 'sort=random&number=24'],
];

interface Row {
  size: number;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  totalResults: number;
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

async function benchSize(size: number): Promise<Row[]> {
  const name = `potluck_bench_${size}`;
  await ensureDatabase(name);
  const config = {
    ...loadConfig({ DATABASE_URL: `${server}/${name}`, LOG_LEVEL: 'silent', DEMO: '0' }),
    port: 0,
  };
  const app = await buildApp({ config });
  try {
    const stored = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM provider_recipes WHERE synthetic',
    );
    if (stored?.n !== size) {
      console.log(`loading ${size} synthetic recipes into ${name} …`);
      await loadSyntheticCatalogue(app.db, readCatalogue(), size);
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: Row[] = [];
    for (const [scenario, query] of scenarios) {
      const url = `${address}/provider/recipes/complexSearch?${query}`;
      const probe = (await (await fetch(url)).json()) as { totalResults: number };
      const result = await autocannon({ url, connections, duration: seconds });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${scenario}: ${result.non2xx} failed requests`);
      rows.push({
        size,
        scenario,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        totalResults: probe.totalResults,
      });
      console.log(
        `${size}\t${scenario}\t${Math.round(result.requests.average)} req/s\tp50 ${result.latency.p50} ms\tp99 ${result.latency.p99} ms`,
      );
    }
    return rows;
  } finally {
    await app.close();
  }
}

function report(rows: Row[]): string {
  const lines = [
    '<!-- provider:start -->',
    '## Recipe provider: complexSearch',
    '',
    `Measured by \`npm run bench:provider\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL 15 on the same`,
    `machine (${cpus().length} cores, shared with other work: load average ${loadavg()[0]?.toFixed(1)} at the end), built-in`,
    `source, ${connections} connections for ${seconds} s per`,
    "row, synthetic catalogues made from the shipped recipes by the app's own loader (`npm run catalogue:synthetic`).",
    '',
    '| recipes | request | results | req/s | p50 ms | p99 ms |',
    '|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.size.toLocaleString('en')} | ${row.scenario} | ${row.totalResults.toLocaleString('en')} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} |`,
    ),
    '',
    'How it answers: every filter is a column (GIN indexes on the cuisine, type, diet and contained-intolerance',
    'arrays, trigram indexes on title and ingredient text, btree indexes on each sort key), the page and the count',
    'are two SQL statements, and no row passes through JavaScript. Unfiltered pages read the sort index and stop',
    'after one page; the whole-catalogue count is remembered for a minute. A filtered search costs about one pass',
    'over its matching rows (for totalResults), and filters that match few rows sort those few instead of walking',
    'the sort index. That pass is what grows with the catalogue: a common filter (a meal type holds a third of the',
    'rows) reads that third. The next step for catalogues of a million is a narrow search table of bit masks',
    '(cuisines, types, diets, intolerances as integers) beside the wide jsonb rows, so that pass reads a few MB.',
    '<!-- provider:end -->',
  ];
  return lines.join('\n');
}

const rows: Row[] = [];
for (const size of sizes) rows.push(...(await benchSize(size)));
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
