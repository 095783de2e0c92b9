import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright cannot download its own browsers on these machines.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest journey (a cookbook: two members, a PDF read back) needs about a minute on a busy 2-core machine;
  // the limit only catches a hang.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  outputDir: '../../.test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../.test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    // A new member reads amounts in the units their browser's locale suggests: the journeys read metric recipes
    // as written, so they run in a metric locale (units.spec.ts opens an en-US browser of its own).
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
