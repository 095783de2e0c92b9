#!/usr/bin/env node
// `npm run bench:startup`: how fast the compiled production server (packages/server/build/server.js, what
// `npm start` runs) becomes ready, and how much memory it holds. Measures, on the embedded database:
// - the first start on an empty data folder, which creates the database, migrates it, loads the catalogue and
//   the demo content (issue 17: under 15 s);
// - starts on that existing database (under 3 s), best and median of three;
// - the server's resident memory when idle, and its peak while autocannon sends the API's hot reads (10
//   connections, 10 s per request).
// "Ready" means GET /api/health answers 200, timed from the moment the process is spawned. Writes the start-up
// section of docs/benchmarks.md with the load average, since other work on these cores slows every number.
// Usage: npm run bench:startup [-- --no-build]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildUnlessSkipped, startCompiledServer } from './support/compiledServer.mjs';

buildUnlessSkipped();

const dataDir = mkdtempSync(join(tmpdir(), 'potluck-startup-bench-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const start = () => startCompiledServer({ dataDir });

/** The server's own memory reading (GET /api/admin/runtime, as the demo admin), in MB. */
async function memoryParts(running) {
  const login = await fetch(`${running.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: running.origin },
    body: JSON.stringify({ username: 'admin', password: 'potluck-admin' }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const reading = await (await fetch(`${running.origin}/api/admin/runtime`, { headers: { cookie } })).json();
  const mb = (bytes) => bytes / 1024 / 1024;
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = reading.memory;
  return {
    rss: mb(rss),
    heapTotal: mb(heapTotal),
    heapUsed: mb(heapUsed),
    // PGlite's WebAssembly memory is counted in `external` (its size, not only the touched pages).
    external: mb(external - arrayBuffers),
    arrayBuffers: mb(arrayBuffers),
    rest: mb(rss - heapTotal - external),
  };
}

async function underLoad(running) {
  const requests = [
    '/api/public-recipes?limit=24',
    '/api/public-recipes?type=dessert,soup&limit=24',
    '/provider/recipes/complexSearch?query=chicken&number=24',
    '/provider/recipes/complexSearch?number=24&offset=24',
  ];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(running.server.pid));
  }, 100);
  const rates = [];
  for (const path of requests) {
    const result = await autocannon({
      url: `${running.origin}${path}`,
      connections: 10,
      duration: 10,
      timeout: 30,
    });
    // Error pages would measure nothing; requests that time out on a busy machine are counted and shown.
    if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
    rates.push({ path, requestsPerSecond: Math.round(result.requests.average), errors: result.errors });
  }
  clearInterval(sampler);
  return { peak, rates };
}

const first = await start();
console.log(
  `first start (new database, demo content): ${first.seconds.toFixed(1)} s, load ${first.load.toFixed(1)}`,
);
await first.stop();

const again = [];
let memory;
for (let run = 0; run < 3; run++) {
  const running = await start();
  console.log(
    `start on the existing database: ${running.seconds.toFixed(2)} s, load ${running.load.toFixed(1)}`,
  );
  again.push(running);
  if (run === 2) {
    await sleep(5000);
    const idle = rssMb(running.server.pid);
    const idleParts = await memoryParts(running);
    console.log(`idle: ${idle.toFixed(0)} MB`, idleParts);
    const loaded = await underLoad(running);
    const loadedParts = await memoryParts(running);
    console.log(`under load: peak ${loaded.peak.toFixed(0)} MB`, loadedParts);
    memory = { idle, idleParts, loadedParts, ...loaded };
  }
  await running.stop();
}
rmSync(dataDir, { recursive: true, force: true });

const sorted = again.map((r) => r.seconds).sort((a, b) => a - b);
const date = new Date().toISOString().slice(0, 10);
const section = [
  '<!-- startup:start -->',
  '## Server start-up and memory',
  '',
  `Measured by \`npm run bench:startup\` on ${date} with Node ${process.versions.node}: the compiled server`,
  '(`packages/server/build/server.js`, what `npm start` runs) on the embedded database (PGlite), timed from',
  'spawning the process to the first 200 of `GET /api/health`. "load" is the 1-minute load average at the start',
  '(2 cores, shared with other work).',
  '',
  '| start | seconds | target | load |',
  '|---|---:|---:|---:|',
  `| first start: new database, migrations, catalogue, demo content | ${first.seconds.toFixed(1)} | < 15 | ${first.load.toFixed(1)} |`,
  ...again.map(
    (r, i) => `| existing database, run ${i + 1} | ${r.seconds.toFixed(2)} | < 3 | ${r.load.toFixed(1)} |`,
  ),
  '',
  `Median start on an existing database: ${sorted[1].toFixed(2)} s (best ${sorted[0].toFixed(2)} s).`,
  '',
  `Resident memory of the server process: ${memory.idle.toFixed(0)} MB idle (5 s after start), peak`,
  `${memory.peak.toFixed(0)} MB while autocannon (in this script's process, 10 connections, 10 s each) sent:`,
  '',
  '| request | requests/s | errors (timeouts) |',
  '|---|---:|---:|',
  ...memory.rates.map((r) => `| \`${r.path}\` | ${r.requestsPerSecond} | ${r.errors} |`),
  '',
  "What holds it, from the server's own reading (`GET /api/admin/runtime`, process.memoryUsage), in MB:",
  '',
  "| | resident | JS heap (used of total) | PGlite's WebAssembly memory and other external | array buffers | the rest: code, native libraries, compiled WebAssembly |",
  '|---|---:|---:|---:|---:|---:|',
  ...[
    ['idle', memory.idleParts],
    ['after the load', memory.loadedParts],
  ].map(
    ([label, parts]) =>
      `| ${label} | ${parts.rss.toFixed(0)} | ${parts.heapUsed.toFixed(0)} of ${parts.heapTotal.toFixed(0)} | ${parts.external.toFixed(0)} | ${parts.arrayBuffers.toFixed(0)} | ${parts.rest.toFixed(0)} |`,
  ),
  '',
  `Load average at the end: ${loadavg()[0].toFixed(1)}.`,
  '<!-- startup:end -->',
].join('\n');

const docs = 'docs/benchmarks.md';
const current = existsSync(docs) ? readFileSync(docs, 'utf8') : '# Benchmarks\n';
const pattern = /<!-- startup:start -->[\s\S]*<!-- startup:end -->/;
writeFileSync(
  docs,
  pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`,
);
console.log(`\n${section}\n\nwritten to ${docs}`);
