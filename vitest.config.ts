import { defineConfig } from 'vitest/config';

// Vitest 5 reports errors with Map.groupBy, which Node 20 lacks (Node ≥ 21 has it). Without it a failing test
// crashes the reporter instead of being reported. The project supports Node ≥ 20.19, so fill it in here.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Unit tests run always; API tests run on in-memory PGlite always, and a second time on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it), so the same SQL is proven on both engines.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    passWithNoTests: true,
    // After the usual output, the statechart coverage of the machine tests (tests/unit/machines/helpers).
    reporters: ['default', './tests/unit/machines/helpers/coverageReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
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
                // Each file creates its own schema on the shared server; keep the pool small.
                maxWorkers: 2,
              },
            },
          ]
        : []),
    ],
  },
});
