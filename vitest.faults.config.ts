import { defineConfig } from 'vitest/config';
import './tests/mapGroupBy.ts';

// `npm run test:faults`: the server as real processes under faults — kill -9, SIGTERM, a second server on one
// PGlite directory, a PostgreSQL connection cut or black-holed by a local proxy, two instances on one database.
// Apart from vitest.config.ts because these tests start servers and measure the 2 s bound of an outage: they run
// one file at a time, after the other suites, not beside them. The PostgreSQL files need TEST_DATABASE_URL (CI
// sets it) and are skipped without it.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
