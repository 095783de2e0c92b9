import { defineConfig } from 'vitest/config';

import './tests/mapGroupBy.ts';

// Unit tests run always; API tests run on in-memory PGlite always, and a second time on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it), so the same SQL is proven on both engines.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // After the usual output, the statechart coverage of the machine tests (tests/unit/machines/helpers); a
    // project that ran no file fails the run (tests/everyProjectReporter.ts), as a run with no file at all does.
    reporters: [
      'default',
      './tests/unit/machines/helpers/coverageReporter.ts',
      './tests/everyProjectReporter.ts',
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // A route test's first render imports the whole app (React, Radix, XState): seconds on a busy 2-core
          // machine. The limit only catches a hang; no test here measures speed.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
                // Each file creates its own schema on the shared server (a pool of 5 connections each).
              },
            },
          ]
        : []),
    ],
  },
});
