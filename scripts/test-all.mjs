#!/usr/bin/env node
// `npm test`: runs every suite the project has, one after the other, and ends with one line
// `N passed, N failed` summing them all. A suite that crashes before reporting counts as one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);

/** @type {{name: string, command: string, script?: string, report?: string, count: (report: any) => {passed: number, failed: number}}[]} */
const suites = [
  { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'npx biome check .' },
  {
    name: 'diagrams',
    script: 'scripts/diagrams.ts',
    command: 'node --import tsx scripts/diagrams.ts --check',
  },
  {
    name: 'vitest',
    // Vitest's default on a 2-core machine is one worker, while most tests wait on a database: three keep both
    // cores busy (the whole run on PostgreSQL: 304 s with one, 172 s with three). Given on the command line:
    // as `maxWorkers` in vitest.config.ts the projects did not all take it (357 s).
    command: `npx vitest run --maxWorkers=3 --reporter=default --reporter=./tests/unit/machines/helpers/coverageReporter.ts --reporter=json --outputFile.json=${results}/vitest.json`,
    report: `${results}/vitest.json`,
    count: (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    }),
  },
  {
    // The server as real processes under faults (kill -9, SIGTERM, a cut or black-holed PostgreSQL); after the
    // other Vitest suites rather than beside them, since they measure how fast an outage is answered.
    name: 'faults',
    command: `npx vitest run --config vitest.faults.config.ts --reporter=default --reporter=json --outputFile.json=${results}/faults.json`,
    report: `${results}/faults.json`,
    count: (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    }),
  },
  {
    name: 'storybook',
    script: 'scripts/test-stories.mjs',
    command: 'node scripts/test-stories.mjs',
    report: `${results}/storybook.json`,
    count: (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    }),
  },
  {
    name: 'e2e',
    command: 'node scripts/test-e2e.mjs',
    report: `${results}/e2e.json`,
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
  },
]
  // A suite exists once its script does (the statechart diagrams and stories arrive with their issues).
  .filter((s) => !s.script || existsSync(s.script))
  .filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  const started = Date.now();
  console.log(`\n=== ${suite.name}: ${suite.command}`);
  const run = spawnSync(suite.command, { shell: true, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counted = run.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (suite.report) {
    if (existsSync(suite.report)) {
      counted = suite.count(JSON.parse(readFileSync(suite.report, 'utf8')));
      if (run.status !== 0 && counted.failed === 0) counted.failed = 1;
    } else if (run.status === 0) {
      counted = { passed: 0, failed: 0 };
    }
  }
  passed += counted.passed;
  failed += counted.failed;
  lines.push(
    `${suite.name.padEnd(10)} ${String(counted.passed).padStart(5)} passed ${String(counted.failed).padStart(4)} failed  ${seconds}s`,
  );
}
console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
