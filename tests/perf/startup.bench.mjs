#!/usr/bin/env node
// `npm run bench:startup`: how fast the compiled production server (packages/server/build/server.js, what
// `npm start` runs) becomes ready, and how much memory it holds. Measures, on the embedded database:
// - the first start on an empty data folder, which creates the database, migrates it, loads the catalogue and
//   the demo content (issue 17: under 15 s);
// - starts on that existing database (under 3 s), best and median of three;
// - the server's resident memory when idle (5 s after each start, median of the three) and its peak while
//   autocannon sends the API's hot reads (10 connections, 10 s per request);
// - what holds it: the resident memory by kind of mapping (/proc/<pid>/smaps: PGlite's WebAssembly memory,
//   threads' malloc arenas, files, the rest), the server's own reading (GET /api/admin/runtime, as the demo admin:
//   process.memoryUsage and what PGlite's memory holds), and a V8 heap snapshot of the idle server and of the
//   server after the load (by constructor, and the server's own holdings by retained size).
// "Ready" means GET /api/health answers 200, timed from the moment the process is spawned. Writes the start-up
// section of docs/benchmarks.md with the load average, since other work on these cores slows every number.
// Usage: npm run bench:startup [-- --no-build] [-- --node-args="--flag …"] (extra node flags, to compare)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { buildUnlessSkipped, startCompiledServer } from './support/compiledServer.mjs';
import { heapSnapshotArgs, takeHeapSnapshot, whatHoldsTheHeap } from './support/heapSnapshot.mjs';
import { residentByKind } from './support/residentMemory.mjs';

buildUnlessSkipped();

const imagesDir = 'packages/server/catalogue/images';

const dataDir = mkdtempSync(join(tmpdir(), 'potluck-startup-bench-'));
const snapshotDir = mkdtempSync(join(tmpdir(), 'potluck-startup-snapshots-'));
const extraArgs = (process.argv.find((arg) => arg.startsWith('--node-args=')) ?? '--node-args=')
  .slice('--node-args='.length)
  .split(/\s+/)
  .filter(Boolean);
// PGlite's file bundle (its PostgreSQL installation), looked for among the array buffers the server holds.
const pgliteData = statSync(
  join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.data'),
).size;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const start = () =>
  startCompiledServer({ dataDir, nodeArgs: [...heapSnapshotArgs(snapshotDir), ...extraArgs] });

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
    database: reading.database,
  };
}

/** Every reading of the server's memory at one moment: /proc, smaps by kind, its own reading. */
async function readMemory(running) {
  const parts = await memoryParts(running);
  const kinds = residentByKind(running.server.pid, parts.database?.webAssemblyMemory ?? -1);
  return { rss: rssMb(running.server.pid), parts, kinds, load: loadavg()[0] };
}

async function heapOf(running) {
  const file = await takeHeapSnapshot(running, snapshotDir);
  return whatHoldsTheHeap(file, {
    webAssemblyMemory: (await memoryParts(running)).database?.webAssemblyMemory,
    pgliteData,
  });
}

async function underLoad(running) {
  // The card pictures of a browse page, every catalogue recipe's in turn: the first round resizes them (loading
  // sharp), the next ones are answered from the remembered sizes.
  const pictures = readdirSync(imagesDir)
    .filter((name) => name.endsWith('.webp'))
    .map((name) => ({ path: `/catalogue-images/w320/${name}` }));
  const requests = [
    '/api/public-recipes?limit=24',
    '/api/public-recipes?type=dessert,soup&limit=24',
    '/provider/recipes/complexSearch?query=chicken&number=24',
    '/provider/recipes/complexSearch?number=24&offset=24',
    { path: '/catalogue-images/w320/<each catalogue picture>', requests: pictures },
  ];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(running.server.pid));
  }, 100);
  const rates = [];
  for (const request of requests) {
    const path = typeof request === 'string' ? request : request.path;
    const result = await autocannon({
      url: `${running.origin}${typeof request === 'string' ? path : ''}`,
      ...(typeof request === 'string' ? {} : { requests: request.requests }),
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

// Each start idles 5 s and is read; the first is then snapshotted idle, the last loaded, read and snapshotted
// (a snapshot itself leaves memory behind, so nothing is read after one).
const again = [];
const idle = [];
let idleHeap;
let loaded;
for (let run = 0; run < 3; run++) {
  const running = await start();
  console.log(
    `start on the existing database: ${running.seconds.toFixed(2)} s, load ${running.load.toFixed(1)}`,
  );
  again.push(running);
  await sleep(5000);
  const reading = await readMemory(running);
  idle.push(reading);
  console.log(`idle: ${reading.rss.toFixed(0)} MB`, reading.kinds, reading.parts);
  if (run === 0) idleHeap = await heapOf(running);
  if (run === 2) {
    const load = await underLoad(running);
    const after = await readMemory(running);
    console.log(`under load: peak ${load.peak.toFixed(0)} MB, after ${after.rss.toFixed(0)} MB`, after.kinds);
    loaded = { ...load, after, heap: await heapOf(running) };
  }
  await running.stop();
}
rmSync(dataDir, { recursive: true, force: true });
rmSync(snapshotDir, { recursive: true, force: true });
const byRss = [...idle].sort((a, b) => a.rss - b.rss);
const medianIdle = byRss[1];

const mbText = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const kbText = (bytes) => (bytes / 1024).toFixed(0);

function memorySection() {
  const kindsRow = (label, reading) => {
    const k = reading.kinds;
    return `| ${label} | ${mbText(k.total)} | ${mbText(k.webAssembly)} | ${mbText(k.threadArenas)} | ${mbText(k.mainHeap)} | ${mbText(k.files)} | ${mbText(k.other)} |`;
  };
  const partsRow = (label, reading) => {
    const p = reading.parts;
    const d = p.database;
    return `| ${label} | ${p.heapUsed.toFixed(0)} of ${p.heapTotal.toFixed(0)} | ${p.external.toFixed(0)} | ${p.arrayBuffers.toFixed(0)} | ${d ? `${mbText(d.webAssemblyMemory)}: ${mbText(d.sharedMemory)} shared (${mbText(d.bufferPool)} buffer pool), ${mbText(d.memoryContexts)} contexts` : ''} |`;
  };
  const heapRow = (label, heap) => {
    const v = heap.statistics.v8heap;
    const other = v.total - v.code - v.strings - v.jsArrays - v.system;
    return `| ${label} | ${mbText(v.total)} | ${mbText(v.code)} | ${mbText(v.strings)} | ${mbText(v.jsArrays)} | ${mbText(other + v.system)} | ${mbText(heap.outside.all)} in ${heap.outside.count} |`;
  };
  const constructorNames = [
    ...new Set([...idleHeap.constructors, ...loaded.heap.constructors].map((c) => c.name)),
  ];
  const constructorOf = (heap, name) => heap.constructors.find((c) => c.name === name);
  const cell = (c) => (c ? `${c.count} | ${kbText(c.self)} | ${kbText(c.retained)}` : '| |');
  return [
    `Resident memory of the server process, idle 5 s after a start on the demo database: ${medianIdle.rss.toFixed(0)} MB, the median`,
    `of three starts (${idle.map((r) => `${r.rss.toFixed(0)} MB at load ${r.load.toFixed(1)}`).join(', ')}). Peak`,
    `${loaded.peak.toFixed(0)} MB while autocannon (in this script's process, 10 connections, 10 s each) sent the`,
    `requests below to the third start, ${loaded.after.rss.toFixed(0)} MB after them.${extraArgs.length ? ` Node flags: \`${extraArgs.join(' ')}\`.` : ''}`,
    '',
    '| request | requests/s | errors (timeouts) |',
    '|---|---:|---:|',
    ...loaded.rates.map((r) => `| \`${r.path}\` | ${r.requestsPerSecond} | ${r.errors} |`),
    '',
    "Where the resident memory is, by kind of mapping (`/proc/<pid>/smaps`), in MB. Threads' malloc arenas are",
    "glibc's per-thread heaps (64 MB each, reserved); what a thread freed there stays resident.",
    '',
    "| | resident | PGlite's WebAssembly memory | threads' malloc arenas | main malloc heap (`[heap]`) | node and libraries (files) | the rest: V8's heap, compiled code, large allocations |",
    '|---|---:|---:|---:|---:|---:|---:|',
    kindsRow('idle (the median start)', medianIdle),
    kindsRow('after the load', loaded.after),
    '',
    "The server's own reading (`GET /api/admin/runtime`: process.memoryUsage, and what PGlite's WebAssembly",
    "memory holds by its own count: PostgreSQL's shared memory, the buffer pool among it, and the memory",
    "contexts of its one backend; the memory's size is reserved, only what was touched is resident), in MB:",
    '',
    "| | JS heap (used of total) | external (array buffers aside) | array buffers | PGlite's WebAssembly memory |",
    '|---|---:|---:|---:|---|',
    partsRow('idle (the median start)', medianIdle),
    partsRow('after the load', loaded.after),
    '',
    'What holds the JavaScript heap, from a V8 heap snapshot (taken after a full garbage collection, so only what',
    "is still reachable; read with Chromium DevTools' own code), in MB; array buffers' bytes are outside the heap:",
    '',
    "| | heap | compiled code | strings (module sources among them) | arrays | other objects | array buffers' bytes, outside |",
    '|---|---:|---:|---:|---:|---:|---:|',
    heapRow('idle (the first start)', idleHeap),
    heapRow('after the load (the third)', loaded.heap),
    '',
    `Of the array buffers: PGlite's WebAssembly memory (${mbText(idleHeap.outside.webAssemblyMemory)} MB) and PGlite's file bundle (${mbText(idleHeap.outside.pgliteData)} MB, its`,
    'PostgreSQL installation, still held by its Emscripten module after it was unpacked).',
    '',
    "The largest constructors by their objects' own size (the Memory panel's Summary), in KB:",
    '',
    '| constructor | idle: count | own | retained | after the load: count | own | retained |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...constructorNames.map(
      (name) =>
        `| ${name.replaceAll('|', '\\|').slice(0, 80)} | ${cell(constructorOf(idleHeap, name))} | ${cell(constructorOf(loaded.heap, name))} |`,
    ),
    '',
    "The server's own holdings, by retained size (what would be freed if each went), in KB:",
    '',
    '| held by | idle | after the load |',
    '|---|---:|---:|',
    ...idleHeap.holdings.map((holding, index) => {
      const after = loaded.heap.holdings[index];
      const text = (h) => (h.found ? kbText(h.retained) : 'none');
      return `| ${holding.label} | ${text(holding)} | ${text(after)} |`;
    }),
  ];
}

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
  ...memorySection(),
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
