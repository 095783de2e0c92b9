import { compareNames, isBlank, pluralWord, titleCase } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('titleCase', () => {
  it('capitalises each word of an option value', () => {
    expect(titleCase('tree nut')).toBe('Tree Nut');
    expect(titleCase('main course')).toBe('Main Course');
    expect(titleCase('whole30')).toBe('Whole30');
  });

  it('normalises case and whitespace whatever came in', () => {
    expect(titleCase('  DAIRY ')).toBe('Dairy');
    expect(titleCase('eastern   EUROPEAN')).toBe('Eastern European');
    expect(titleCase('')).toBe('');
  });
});

describe('isBlank', () => {
  it('treats missing and whitespace-only text as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' \n\t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('pluralWord', () => {
  it('uses the singular only for exactly one (cookbook recipe count)', () => {
    expect(pluralWord(1, 'Recipe', 'Recipes')).toBe('Recipe');
    expect(pluralWord(0, 'Recipe', 'Recipes')).toBe('Recipes');
    expect(pluralWord(2, 'Owner', 'Owners')).toBe('Owners');
  });
});

describe('compareNames', () => {
  it('orders names whatever their accents and case, as a reader expects', () => {
    const names = ['eggs', 'Crème fraîche', 'apple', 'crab', 'Zucchini', 'éclair', 'Eggs'];
    expect([...names].sort(compareNames)).toEqual([
      'apple',
      'crab',
      'Crème fraîche',
      'éclair',
      'eggs',
      'Eggs',
      'Zucchini',
    ]);
  });

  it('orders as Intl.Collator does, ties of accent and case and letters beyond a-z included', () => {
    const names = [
      'Butter',
      'flour',
      'jalapeño',
      'Jam',
      'olive oil',
      'Oats',
      'Eggs',
      'eggs',
      'Crème',
      'crème',
      'creme',
      'Creme',
      'Ørsted cheese',
      'oil',
      'baker’s yeast',
      'bakers flour',
      "baker's salt",
      'Æbleskiver mix',
      'Apple',
      'Łosoś',
      'Lemon',
      'salt',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});
