// Takes a V8 heap snapshot of a running server and says what holds its memory (bench:startup). The server runs
// with `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<dir>`: SIGUSR2 makes Node write a snapshot there, on the
// main thread (after a full garbage collection, so only what is still reachable is in it). The snapshot is read
// with heap-snapshot-toolkit, which is Chromium DevTools' own snapshot code: the same retained sizes (what
// would be freed if an object went) and the same "by constructor" summary as the Memory panel.
import { createReadStream, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'heap-snapshot-toolkit';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Node arguments that let `takeHeapSnapshot` ask the server for a snapshot. */
export const heapSnapshotArgs = (dir) => ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dir}`];

/**
 * Asks the server for a snapshot and resolves with its file. The file appears as writing starts; writing blocks
 * the server's only JavaScript thread, so its next answer to /api/health means the file is complete.
 */
export async function takeHeapSnapshot(running, dir) {
  const before = new Set(readdirSync(dir));
  running.server.kill('SIGUSR2');
  for (;;) {
    const file = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (file) {
      await fetch(`${running.origin}/api/health`);
      return join(dir, file);
    }
    await sleep(100);
  }
}

/**
 * The server's own holdings, each found by the name that holds it in the bundle (a module variable or a
 * property) and measured by its retained size. The bundle keeps our source names (decision 009: no minifying).
 */
const owners = [
  { label: "remembered feed pages' ids (at most 1,000)", edge: 'feedPages', from: 'property' },
  { label: 'remembered whole feed pages (at most 100; decision 028)', edge: 'feedAnswers', from: 'property' },
  { label: 'remembered feed totals (at most 1,000)', edge: 'feedTotals', from: 'property' },
  { label: 'remembered provider search totals (at most 1,000)', edge: 'providerTotals', from: 'property' },
  { label: 'remembered provider query words (at most 1,000)', edge: 'providerWords', from: 'property' },
  {
    label: 'remembered session lookups (at most 10,000)',
    edge: 'sessions',
    from: 'property',
    holder: /feedPages/,
  },
  { label: 'resized pictures (routes/imageSizes.ts: at most 600 and 16 MB)', edge: 'made', from: 'context' },
  { label: 'the catalogue files as rows (catalogue/loadCatalogue.ts)', edge: 'shippedRows', from: 'context' },
  { label: 'live-event streams (events.ts)', edge: 'localHubs', from: 'context' },
];

/** The distinct objects held under the owner's name. */
function edgeTargets(snapshot, owner) {
  const found = new Map();
  for (let index = 0; index < snapshot.nodes.length; index += snapshot.nodeFieldCount) {
    const node = snapshot.createNode(index);
    for (const edges = node.edges(); edges.hasNext(); edges.next()) {
      const edge = edges.item();
      if (edge.name() !== owner.edge || edge.type() !== owner.from) continue;
      if (owner.holder && !owner.holder.test(node.name())) continue;
      const target = edge.node();
      found.set(target.nodeIndex, target);
    }
  }
  return [...found.values()];
}

/** Sum of retained sizes of the objects of every class whose name matches. */
function byClass(aggregates, pattern) {
  let count = 0;
  let retained = 0;
  for (const aggregate of Object.values(aggregates)) {
    if (!pattern.test(aggregate.name)) continue;
    count += aggregate.count;
    retained += aggregate.maxRet;
  }
  return { count, retained };
}

/**
 * What holds the heap: V8's statistics, the largest constructors by their objects' own size, the server's
 * holdings, and the array buffers outside the heap (PGlite's WebAssembly memory, its file bundle).
 * `sizes` names the bytes to look for: { webAssemblyMemory, pgliteData }.
 */
export async function whatHoldsTheHeap(file, sizes) {
  const snapshot = await parse(createReadStream(file, 'utf8'));
  const statistics = snapshot.getStatistics();
  const aggregates = snapshot.aggregatesWithFilter({});
  const constructors = Object.values(aggregates)
    .filter((aggregate) => aggregate.name !== 'system / JSArrayBufferData')
    .sort((a, b) => b.self - a.self)
    .slice(0, 12)
    .map(({ name, count, self, maxRet }) => ({ name, count, self, retained: maxRet }));

  const holdings = owners.map((owner) => {
    const targets = edgeTargets(snapshot, owner);
    return {
      label: owner.label,
      found: targets.length > 0,
      retained: targets.reduce((sum, node) => sum + node.retainedSize(), 0),
    };
  });
  const rateLimits = byClass(aggregates, /^LocalStore$/);
  holdings.push({
    label: `rate-limit counters (@fastify/rate-limit's in-memory store, ${rateLimits.count} routes, each at most 5,000 keys)`,
    found: rateLimits.count > 0,
    retained: rateLimits.retained,
  });
  const files = byClass(aggregates, /^FSNode$/);
  holdings.push({
    label: `PGlite's in-memory file system (${files.count} files of its PostgreSQL installation)`,
    found: files.count > 0,
    retained: files.retained,
  });

  // Array buffers' bytes are outside the JavaScript heap: found by their size.
  const buffers = [];
  for (let index = 0; index < snapshot.nodes.length; index += snapshot.nodeFieldCount) {
    const node = snapshot.createNode(index);
    if (node.name() === 'system / JSArrayBufferData') buffers.push(node.selfSize());
  }
  const outside = {
    webAssemblyMemory: buffers.includes(sizes.webAssemblyMemory) ? sizes.webAssemblyMemory : 0,
    pgliteData: buffers.includes(sizes.pgliteData) ? sizes.pgliteData : 0,
    all: buffers.reduce((sum, size) => sum + size, 0),
    count: buffers.length,
  };
  rmSync(file);
  return { statistics, constructors, holdings, outside };
}
