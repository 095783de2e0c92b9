import { parseFilterList } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('parseFilterList', () => {
  it('splits a comma-separated list, trimming and dropping blanks', () => {
    expect(parseFilterList('vegan, paleo,,  ketogenic ,')).toEqual(['vegan', 'paleo', 'ketogenic']);
    expect(parseFilterList('  ')).toEqual([]);
    expect(parseFilterList(',')).toEqual([]);
    expect(parseFilterList(undefined)).toEqual([]);
  });
});
