import {
  coverImages,
  cuisines,
  defaultCoverImage,
  diets,
  intolerances,
  isCoverImage,
  isCuisine,
  isDiet,
  isIntolerance,
  isMealType,
  mealTypes,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

// The lists' contents are the spec's words and are read where they are used (the filter menu, the forms, the
// contract); what is checked here is what the type guards and the database's tag arrays rely on.
describe('option lists of SPEC §3', () => {
  it('hold each value once, in lower case', () => {
    for (const list of [mealTypes, cuisines, diets, intolerances, coverImages]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const list of [mealTypes, cuisines, diets, intolerances]) {
      for (const value of list) expect(value).toBe(value.toLowerCase());
    }
  });

  it('offer the default cover among the covers', () => {
    expect(isCoverImage(defaultCoverImage)).toBe(true);
  });
});

describe('type guards', () => {
  it('accept only listed values, exactly', () => {
    expect(isMealType('main course')).toBe(true);
    expect(isMealType('Main Course')).toBe(false);
    expect(isCuisine('latin american')).toBe(true);
    expect(isCuisine('martian')).toBe(false);
    expect(isDiet('whole30')).toBe(true);
    expect(isIntolerance('tree nut')).toBe(true);
    expect(isIntolerance('nut')).toBe(false);
    expect(isCoverImage('cover9.JPG')).toBe(true);
    expect(isCoverImage('cover10.JPG')).toBe(false);
    expect(isCoverImage('cover1.jpg')).toBe(false);
  });

  it('reject values that are not strings', () => {
    expect(isCuisine(undefined)).toBe(false);
    expect(isDiet(42)).toBe(false);
    expect(isCoverImage(null)).toBe(false);
  });
});
