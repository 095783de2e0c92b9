import { isFilterSet, matchesRecipeFilter, parseFilterList } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const curry = {
  title: 'Green Thai Curry',
  mealType: ['main course', 'dinner'],
  cuisine: ['thai', 'asian'],
  diet: ['vegan'],
  intolerance: ['peanut'],
};

describe('parseFilterList', () => {
  it('splits a comma-separated list, trimming and dropping blanks', () => {
    expect(parseFilterList('vegan, paleo,,  ketogenic ,')).toEqual(['vegan', 'paleo', 'ketogenic']);
    expect(parseFilterList('  ')).toEqual([]);
    expect(parseFilterList(',')).toEqual([]);
    expect(parseFilterList(undefined)).toEqual([]);
  });
});

describe('isFilterSet', () => {
  it('counts only keys with at least one value', () => {
    expect(isFilterSet({})).toBe(false);
    expect(isFilterSet({ type: '', cuisine: ' , ' })).toBe(false);
    expect(isFilterSet({ diet: 'vegan' })).toBe(true);
  });
});

describe('matchesRecipeFilter (SPEC §5)', () => {
  it('matches the search text as a case-insensitive substring of the title', () => {
    expect(matchesRecipeFilter(curry, 'thai', {})).toBe(true);
    expect(matchesRecipeFilter(curry, 'EN THA', {})).toBe(true);
    expect(matchesRecipeFilter(curry, 'pizza', {})).toBe(false);
    expect(matchesRecipeFilter(curry, '', {})).toBe(true);
    expect(matchesRecipeFilter(curry, '  curry  ', {})).toBe(true);
  });

  it('passes a set filter when at least one recipe value is in its list', () => {
    expect(matchesRecipeFilter(curry, '', { type: 'dessert,dinner' })).toBe(true);
    expect(matchesRecipeFilter(curry, '', { type: 'dessert' })).toBe(false);
    expect(matchesRecipeFilter(curry, '', { cuisine: 'italian, asian' })).toBe(true);
    expect(matchesRecipeFilter(curry, '', { diet: 'paleo' })).toBe(false);
    expect(matchesRecipeFilter(curry, '', { intolerances: 'peanut' })).toBe(true);
    expect(matchesRecipeFilter(curry, '', { intolerances: 'dairy' })).toBe(false);
  });

  it('requires every set filter and the search text together', () => {
    expect(matchesRecipeFilter(curry, 'curry', { cuisine: 'thai', diet: 'vegan' })).toBe(true);
    expect(matchesRecipeFilter(curry, 'curry', { cuisine: 'thai', diet: 'paleo' })).toBe(false);
    expect(matchesRecipeFilter(curry, 'soup', { cuisine: 'thai' })).toBe(false);
  });

  it('treats blank filters as not set and compares values trimmed and case-insensitively', () => {
    expect(matchesRecipeFilter(curry, '', { type: '', cuisine: ' ,', diet: undefined })).toBe(true);
    expect(matchesRecipeFilter(curry, '', { cuisine: ' THAI ' })).toBe(true);
    expect(matchesRecipeFilter({ ...curry, cuisine: [' Thai'] }, '', { cuisine: 'thai' })).toBe(true);
  });

  it('fails a set filter for a recipe without that tag list', () => {
    const plain = { title: 'Toast' };
    expect(matchesRecipeFilter(plain, 'toast', {})).toBe(true);
    expect(matchesRecipeFilter(plain, '', { type: 'breakfast' })).toBe(false);
    expect(matchesRecipeFilter({ title: 'Toast', diet: null }, '', { diet: 'vegan' })).toBe(false);
  });
});
