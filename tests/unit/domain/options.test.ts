import {
  coverImages,
  cuisineOptions,
  cuisines,
  defaultCover,
  defaultCoverImage,
  dietOptions,
  diets,
  intoleranceOptions,
  intolerances,
  isCoverImage,
  isCuisine,
  isDiet,
  isIntolerance,
  isMealType,
  mealTypeOptions,
  mealTypes,
  toOptions,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('option lists of SPEC §3', () => {
  it('has every listed value, once, in lower case', () => {
    expect(mealTypes).toHaveLength(16);
    expect(cuisines).toHaveLength(27);
    expect(diets).toHaveLength(11);
    expect(intolerances).toEqual([
      'dairy',
      'egg',
      'gluten',
      'grain',
      'peanut',
      'seafood',
      'sesame',
      'shellfish',
      'soy',
      'sulfite',
      'tree nut',
      'wheat',
    ]);
    for (const list of [mealTypes, cuisines, diets, intolerances]) {
      expect(new Set(list).size).toBe(list.length);
      for (const value of list) expect(value).toBe(value.toLowerCase());
    }
  });

  it('names the nine covers cover1.JPG to cover9.JPG with cover1.JPG as default', () => {
    expect(coverImages).toEqual(Array.from({ length: 9 }, (_, i) => `cover${i + 1}.JPG`));
    expect(defaultCover).toBe('cover1.JPG');
    expect(defaultCoverImage).toBe(defaultCover);
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

describe('select options', () => {
  it('pair each stored value with a title-cased label, in list order', () => {
    expect(mealTypeOptions[0]).toEqual({ value: 'main course', label: 'Main Course' });
    expect(intoleranceOptions.find((o) => o.value === 'tree nut')?.label).toBe('Tree Nut');
    expect(cuisineOptions.map((o) => o.value)).toEqual([...cuisines]);
    expect(dietOptions.map((o) => o.value)).toEqual([...diets]);
    expect(toOptions(['low fodmap'])).toEqual([{ value: 'low fodmap', label: 'Low Fodmap' }]);
  });
});
