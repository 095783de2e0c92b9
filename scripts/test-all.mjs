#!/usr/bin/env node
// `npm test`: runs every suite the project has, one after the other, and ends with one line
// `N passed, N failed` summing them all. A run can only go green when every suite ran tests: a suite whose script
// is missing, one that wrote no report, one whose report counts no test, and a Vitest project that ran no file
// each count as one failure, named in the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);

/** @type {{name: string, command: string, script?: string, report?: string, count: (report: any) => {passed: number, failed: number}}[]} */
const suites = [
  { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
  // Biome, then knip: no export or file that only tests use (knip.jsonc).
  { name: 'lint', command: 'npm run lint --silent' },
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
    script: 'vitest.config.ts',
    command: `npx vitest run --maxWorkers=3 --reporter=default --reporter=./tests/unit/machines/helpers/coverageReporter.ts --reporter=./tests/everyProjectReporter.ts --reporter=json --outputFile.json=${results}/vitest.json`,
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
    script: 'vitest.faults.config.ts',
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
    script: 'scripts/test-e2e.mjs',
    command: 'node scripts/test-e2e.mjs',
    report: `${results}/e2e.json`,
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
  },
].filter((s) => only.length === 0 || only.includes(s.name));

const unknown = only.filter((name) => !suites.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`No suite called ${unknown.join(', ')}`);
  process.exit(1);
}

/** What a suite counts: its report's tests, or one test for a suite without a report; null when nothing counts. */
function countOf(suite, status) {
  if (!suite.report) return status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!existsSync(suite.report)) return null;
  return suite.count(JSON.parse(readFileSync(suite.report, 'utf8')));
}

let passed = 0;
let failed = 0;
const lines = [];
const problems = [];
for (const suite of suites) {
  const started = Date.now();
  console.log(`\n=== ${suite.name}: ${suite.command}`);
  let counted = { passed: 0, failed: 0 };
  let problem = null;
  if (suite.script && !existsSync(suite.script)) {
    problem = `${suite.script} is missing`;
  } else {
    const run = spawnSync(suite.command, { shell: true, stdio: 'inherit', env: process.env });
    counted = countOf(suite, run.status) ?? counted;
    if (suite.report && !existsSync(suite.report)) problem = `exited ${run.status} and wrote no report`;
    else if (counted.passed + counted.failed === 0) problem = `exited ${run.status} and ran no tests`;
    // A runner that failed for a reason its report does not count (a Vitest project with no file, a crash).
    else if (run.status !== 0 && counted.failed === 0) counted.failed = 1;
  }
  if (problem) {
    console.error(`\n=== ${suite.name} FAILED: ${problem}`);
    problems.push(`${suite.name}: ${problem}`);
    counted.failed += 1;
  }
  passed += counted.passed;
  failed += counted.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(
    `${suite.name.padEnd(10)} ${String(counted.passed).padStart(5)} passed ${String(counted.failed).padStart(4)} failed  ${seconds}s${problem ? `  ${problem}` : ''}`,
  );
}
console.log('\n=== summary');
for (const line of lines) console.log(line);
if (problems.length > 0) {
  console.log('\nSuites that proved nothing:');
  for (const problem of problems) console.log(`  ${problem}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
