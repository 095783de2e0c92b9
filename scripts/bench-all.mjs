#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in turn. Each reports its own numbers; see docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  'tests/perf/provider.bench.ts',
  'tests/perf/api.bench.ts',
  'tests/perf/web.bench.mjs',
].filter((f) => existsSync(f));
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const run = spawnSync('node', ['--import', 'tsx', bench, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
