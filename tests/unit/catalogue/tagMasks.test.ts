import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import { describe, expect, it } from 'vitest';
import { tagLists, tagMask } from '../../../packages/server/src/provider/tagMasks.ts';

// The bit masks of the search table: bit i is the i-th value of the domain's list.

describe('tag masks', () => {
  it('take their lists from the domain, each short enough for a positive 32-bit integer', () => {
    expect(tagLists).toEqual({ cuisines, dishTypes: mealTypes, diets, intolerances });
    for (const list of Object.values(tagLists)) expect(list.length).toBeLessThanOrEqual(31);
  });

  it('set one bit per known value and none for unknown ones', () => {
    expect(tagMask('dishTypes', ['main course'])).toBe(1);
    expect(tagMask('dishTypes', ['dessert', 'main course', 'dessert'])).toBe(0b101);
    expect(tagMask('intolerances', ['wheat'])).toBe(1 << intolerances.indexOf('wheat'));
    expect(tagMask('cuisines', ['vietnamese'])).toBe(2 ** (cuisines.length - 1));
    expect(tagMask('diets', ['not a diet'])).toBe(0);
    expect(tagMask('diets', [])).toBe(0);
  });
});
