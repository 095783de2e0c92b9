// Ejected test-runner configuration: Playwright cannot download browsers here, so every story runs in
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with the flags measured in TOOLCHAIN.md.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // The first story of each worker pays for the cold start (Chromium, Vite chunks, axe); on a busy 2-core
  // machine that alone passed the default 15 s.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  },
};
