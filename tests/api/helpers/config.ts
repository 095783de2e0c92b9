import { type Config, loadConfig } from '../../../packages/server/src/config.ts';

/**
 * The configuration tests start from: quiet logs, no demo content, and a write limit high enough that only
 * the tests of the limit itself meet it.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '0', RATE_LIMIT_WRITES: '1000000' }),
    ...overrides,
  };
}
