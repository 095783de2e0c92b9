// `npm run bench:writes [-- --db pglite|postgres|both] [-- --writes 300] [-- --no-write]`: the CPU each shared write of a crowd
// costs (issue 30), the writes of `npm run bench:live` one at a time: a shopping-list check-off, a chat message, a
// potluck claim and its give-back. The server runs in this process (buildApp) with one household of ten made
// through the API as bench:live makes them; each write goes through `inject` (no sockets), one after another,
// and is timed by this process's CPU (`process.cpuUsage`) and, on PostgreSQL, the database's own processes' CPU
// (from /proc). Five passes of `--writes` each, the median pass reported: CPU time moves less with the load of
// a shared machine than wall-clock latency does. bench:live says whether a crowd is served in time; this says
// what each write costs, so a change to one can be measured on its own. `--profile <dir>` writes a CPU profile
// of each write's passes there (open it in Chrome's DevTools, Performance tab) and says where its time went. Writes its section of
// docs/benchmarks.md unless `--no-write`.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';
import { benchServerConfig, writeBenchmarksSection } from './support/benchmarksPage.ts';
import { profiled, timeWords } from './support/cpuProfile.ts';
import { dishIdOf, formHouseholds, type Household, potluckCourse, signUp } from './support/households.ts';

const { values } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    db: { type: 'string', default: 'both' },
    writes: { type: 'string', default: '300' },
    profile: { type: 'string' },
  },
});
const writes = Number(values.writes);
if (!(Number.isInteger(writes) && writes > 0)) throw new Error('--writes must be a positive whole number');
if (!['pglite', 'postgres', 'both'].includes(values.db))
  throw new Error('--db must be pglite, postgres or both');
const passes = 5;

const postgresServer = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const benchDatabase = `potluck_bench_writes_${process.pid}`;

/** CPU milliseconds the local PostgreSQL's processes have used so far: all of them, whoever they work for. */
function postgresCpuMs(): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** The writes, each a function of its turn that makes one write and checks its answer. */
function writesOf(app: App, household: Household) {
  const [owner, ...guests] = household.members;
  const ask = async (
    who: { cookie: string },
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    status: number,
    body?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode}`);
    return response.json();
  };
  // A guest who cooks nothing yet claims a main; the next turn gives it back.
  const cook = guests.find((guest) => !household.potluck.dishOf.has(guest.id))!;
  let dishId: string | undefined;
  return {
    'check-off': (turn: number) =>
      ask(
        guests[turn % guests.length]!,
        'PATCH',
        `/api/shopping-lists/${household.listId}/items/${household.itemIds[turn % household.itemIds.length]}`,
        200,
        { checked: turn % 2 === 0, changedAt: new Date().toISOString() },
      ),
    message: (turn: number) =>
      ask(owner!, 'POST', '/api/messages', 201, {
        recipient: guests[turn % guests.length]!.id,
        text: `turn ${turn}: bring the lemons`,
      }),
    'claim or give-back': async (turn: number) => {
      if (dishId) {
        await ask(cook, 'DELETE', `/api/potlucks/${household.potluck.id}/dishes/${dishId}`, 200);
        dishId = undefined;
      } else {
        const answer = await ask(cook, 'POST', `/api/potlucks/${household.potluck.id}/dishes`, 201, {
          course: potluckCourse,
          text: `turn ${turn}: a lemon tart`,
        });
        dishId = dishIdOf(answer, cook.id);
      }
    },
  };
}

interface Row {
  write: string;
  serverMs: number;
  databaseMs?: number;
  passes: string;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function measure(label: string, env: Record<string, string>, postgres: boolean): Promise<Row[]> {
  const settings = benchServerConfig(env);
  const db = await openDatabase(settings);
  const app = await buildApp({ config: settings, db });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const [household] = await formHouseholds(await signUp([origin], 1));
    const rows: Row[] = [];
    for (const [write, make] of Object.entries(writesOf(app, household!))) {
      for (let turn = 0; turn < 50; turn++) await make(turn); // warm-up, not counted
      const server: number[] = [];
      const database: number[] = [];
      const measurePasses = async () => {
        for (let pass = 0; pass < passes; pass++) {
          const cpu = process.cpuUsage();
          const before = postgres ? postgresCpuMs() : 0;
          for (let turn = 0; turn < writes; turn++) await make(turn);
          const used = process.cpuUsage(cpu);
          server.push((used.user + used.system) / 1000 / writes);
          if (postgres) database.push((postgresCpuMs() - before) / writes);
        }
      };
      if (values.profile) {
        const file = join(values.profile, `${label}-${write.replace(/\W+/g, '-')}.cpuprofile`);
        const shares = await profiled(measurePasses, file);
        console.log(`${label}: ${write}: ${timeWords(shares)} (${file})`);
      } else {
        await measurePasses();
      }
      const row: Row = {
        write,
        serverMs: median(server),
        ...(postgres ? { databaseMs: median(database) } : {}),
        passes: server.map((ms) => ms.toFixed(2)).join(', '),
      };
      console.log(
        `${label}: ${write}: ${row.serverMs.toFixed(2)} ms${postgres ? ` + ${row.databaseMs!.toFixed(2)} ms in PostgreSQL` : ''} (load ${loadavg()[0]!.toFixed(1)})`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await app.close();
    await db.close();
  }
}

const results: Array<{ label: string; rows: Row[]; load: string }> = [];
if (values.db !== 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'potluck-bench-writes-'));
  try {
    results.push({
      label: 'PGlite',
      rows: await measure('PGlite', { DATA_DIR: dataDir }, false),
      load: loadavg()[0]!.toFixed(1),
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
if (values.db !== 'pglite') {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${postgresServer}/test` });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${benchDatabase}`);
  try {
    results.push({
      label: 'PostgreSQL',
      rows: await measure('PostgreSQL', { DATABASE_URL: `${postgresServer}/${benchDatabase}` }, true),
      load: loadavg()[0]!.toFixed(1),
    });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  }
}
const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
const section = [
  '<!-- writes:start -->',
  '## What each shared write costs',
  '',
  `Measured by \`npm run bench:writes\` on ${date} UTC with Node ${process.versions.node}: the writes of \`bench:live\`, one`,
  'at a time, in a household of ten made through the API (a shared 20-item list, a potluck they are going to): a',
  "check-off of an item by one of the nine it is shared with, a chat message, a claim of a main and the next turn's",
  "give-back. The server runs in the bench's process; each write goes through `inject` (no sockets). CPU",
  "milliseconds per write: this process's (the server, and on PGlite the whole database with it) and, on",
  "PostgreSQL, its processes' (all of them on this machine: other work using the same PostgreSQL is counted too).",
  `The median of ${passes} passes of ${writes} writes after 50 unrecorded ones; "passes" lists each pass's figure;`,
  '"load" is the 1-minute load average at the end. CPU time moves less with the load than latency does, but it moves:',
  'compare runs made at similar loads.',
  '',
  '| engine | write | CPU ms, server | CPU ms, PostgreSQL | passes (server) | load |',
  '|---|---|---:|---:|---|---:|',
  ...results.flatMap(({ label, rows, load }) =>
    rows.map(
      (row) =>
        `| ${label} | ${row.write} | ${row.serverMs.toFixed(2)} | ${row.databaseMs === undefined ? '–' : row.databaseMs.toFixed(2)} | ${row.passes} | ${load} |`,
    ),
  ),
  '<!-- writes:end -->',
].join('\n');
if (!values['no-write']) writeBenchmarksSection('writes', section);
console.log(`\n${section}`);
process.exit(0);
