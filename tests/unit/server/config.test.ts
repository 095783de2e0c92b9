import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../packages/server/src/config.ts';

// SPOONACULAR_RATE: the Spoonacular mode's calls per second, checked at start-up like every other setting.

describe('SPOONACULAR_RATE', () => {
  it('defaults to the 5 calls per second of SPEC §9', () => {
    expect(loadConfig({}).spoonacularRate).toBe(5);
  });

  it.each([
    ['1', 1],
    [' 20 ', 20],
    ['100', 100],
  ])('reads %j as %i calls per second', (value, rate) => {
    expect(loadConfig({ SPOONACULAR_RATE: value }).spoonacularRate).toBe(rate);
  });

  it.each(['0', '101', '2.5', 'fast', '-3'])('refuses %j with a message naming the setting', (value) => {
    expect(() => loadConfig({ SPOONACULAR_RATE: value })).toThrow(
      `SPOONACULAR_RATE must be an integer from 1 to 100, got "${value}"`,
    );
  });
});

// IMPORT_ALLOW_HOSTS: the local addresses the recipe import may reach in tests; none unless set.

describe('IMPORT_ALLOW_HOSTS', () => {
  it('opens nothing by default', () => {
    expect(loadConfig({}).importAllowHosts).toEqual([]);
  });

  it('reads a comma-separated host:port list', () => {
    expect(
      loadConfig({ IMPORT_ALLOW_HOSTS: ' 127.0.0.1:4100, [::1]:4100 ,LocalHost:80,' }).importAllowHosts,
    ).toEqual(['127.0.0.1:4100', '[::1]:4100', 'localhost:80']);
  });

  it.each(['127.0.0.1', 'http://127.0.0.1:4100', '127.0.0.1:port', '::1:4100'])('refuses %j', (value) => {
    expect(() => loadConfig({ IMPORT_ALLOW_HOSTS: value })).toThrow(
      /^IMPORT_ALLOW_HOSTS must list host:port entries/,
    );
  });
});
