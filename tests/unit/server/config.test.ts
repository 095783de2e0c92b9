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
