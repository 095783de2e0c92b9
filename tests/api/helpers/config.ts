import { type Config, loadConfig } from '../../../packages/server/src/config.ts';

/**
 * The configuration tests start from: quiet logs, no demo content, a write limit high enough that only the tests
 * of the limit itself meet it, and no potluck reminders on a timer (the reminder tests run them with their own
 * clock).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DEMO: '0',
      RATE_LIMIT_WRITES: '1000000',
      POTLUCK_REMINDERS_SECONDS: '0',
    }),
    ...overrides,
  };
}
