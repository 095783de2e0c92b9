// `npm run bench:api [-- --scale 0.1] [-- --db pglite|postgres|both] [-- --profile DIR]`: the API under a large data
// set (issue 3). `--profile` also writes a CPU profile of each read (300 of them, one at a time) to DIR and says
// where its time went, by owner (support/cpuProfile.ts).
// For each database it migrates a fresh one (PGlite in a temporary DATA_DIR; a new database on the local
// PostgreSQL, dropped afterwards), seeds it with set-based SQL, starts the real server on a free port and runs
// autocannon against the app's hot requests. Prints the table and writes the API section of docs/benchmarks.md.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import type { Db } from '../../packages/server/src/db/db.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';
import { cpuPerRequest, login, type RunResult, run, scenarios } from './api/loadRuns.ts';
import { ceilingsOf, type DatabaseReport, section, table, verdict, writeSection } from './api/report.ts';
import { seedBenchData, sizesAt } from './api/seedBenchData.ts';
import { benchServerConfig } from './support/benchmarksPage.ts';
import { profiled, timeWords } from './support/cpuProfile.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    profile: { type: 'string' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
if (!['pglite', 'postgres', 'both'].includes(values.db))
  throw new Error('--db must be pglite, postgres or both');

const postgresServer = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const benchDatabase = `potluck_bench_api_${process.pid}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${postgresServer}/test` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// The seed's set-based inserts of a million rows run far longer than a request's statement may.
const benchConfig = (env: Record<string, string>) =>
  benchServerConfig({ ...env, DATABASE_STATEMENT_TIMEOUT_MS: '0' });

async function measure(label: string, config: ReturnType<typeof benchConfig>): Promise<DatabaseReport> {
  const db: Db = await openDatabase(config);
  let seeded = false;
  try {
    const version = (await db.one<{ v: string }>('SELECT version() AS v'))?.v.split(' on ')[0] ?? 'unknown';
    console.log(`${label}: seeding at scale ${scale} …`);
    const started = performance.now();
    const timings = await seedBenchData(db, sizesAt(scale));
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`${label}: seeded in ${seedSeconds} s`, timings);
    seeded = true;
    const app = await buildApp({ config, db });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await login(origin, 1);
      const results: RunResult[] = [];
      // A short unrecorded pass first, so the ceiling row does not pay for JIT warm-up and cold caches.
      for (const scenario of scenarios().filter((s) => s.kind !== 'write'))
        await run(origin, scenario, cookie, 1);
      for (const scenario of scenarios()) {
        const result = await run(origin, scenario, cookie, seconds);
        console.log(`${label}: ${scenario.name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms`);
        results.push(result);
      }
      const reads = results.filter((result) => result.scenario.method === 'GET');
      // An unrecorded pass first: the first rows' figures would otherwise include inject's own warm-up.
      for (const result of reads) await cpuPerRequest(app, result.scenario, cookie, 100);
      for (const result of reads) {
        result.cpuMs = await cpuPerRequest(app, result.scenario, cookie);
        console.log(`${label}: ${result.scenario.name}: ${result.cpuMs} ms CPU a request`);
      }
      // Profiled apart from the measured pass: the profiler's own cost stays out of the CPU column.
      for (const result of values.profile ? reads : []) {
        const file = join(
          values.profile ?? '',
          `${label}-${result.scenario.name.replace(/\W+/g, '-')}.cpuprofile`,
        );
        const shares = await profiled(async () => {
          await cpuPerRequest(app, result.scenario, cookie);
        }, file);
        result.profile = timeWords(shares);
        console.log(`${label}: ${result.scenario.name}: ${result.profile} (${file})`);
      }
      return { label, version, seedSeconds, results };
    } finally {
      await app.close();
    }
  } finally {
    if (!seeded) console.error(`${label}: seeding failed`);
    await db.close();
  }
}

async function measurePglite(): Promise<DatabaseReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'potluck-bench-'));
  try {
    return await measure('PGlite', benchConfig({ DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(): Promise<DatabaseReport> {
  await admin((client) => client.query(`CREATE DATABASE ${benchDatabase}`));
  try {
    return await measure('PostgreSQL', benchConfig({ DATABASE_URL: `${postgresServer}/${benchDatabase}` }));
  } finally {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`));
  }
}

/** The automatic summary of missed targets, then the analysis kept beside this script. */
async function findings(reports: DatabaseReport[]): Promise<string> {
  const misses = reports.flatMap((report) => {
    const ceilings = ceilingsOf(report.results);
    return report.results
      .filter((r) => verdict(r, ceilings).startsWith('missed'))
      .map((r) => `${report.label} ${r.scenario.name} (${verdict(r, ceilings)})`);
  });
  const summary =
    misses.length > 0
      ? `Targets missed in this run: ${misses.join('; ')}.`
      : 'Every target was met in this run.';
  const analysis = await readFile(new URL('./api/findings.md', import.meta.url), 'utf8');
  return `${summary}\n\n${analysis}`;
}

const reports: DatabaseReport[] = [];
if (values.db !== 'postgres') reports.push(await measurePglite());
if (values.db !== 'pglite') reports.push(await measurePostgres());
for (const report of reports) console.log(`\n${report.label} — ${report.version}\n${table(report)}`);
const docs = new URL('../../docs/benchmarks.md', import.meta.url).pathname;
writeSection(docs, section(reports, scale, seconds, await findings(reports)));
console.log(`\nwritten to ${docs}`);
