import { cookLogLimits, cookSummaryWords } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('cookSummaryWords', () => {
  it('says no one cooked it yet', () => {
    expect(cookSummaryWords({ count: 0, ratings: 0, average: null })).toBe('No one has cooked this yet');
  });
  it('says once, twice, and a count past two', () => {
    expect(cookSummaryWords({ count: 1, ratings: 0, average: null })).toBe('Cooked once');
    expect(cookSummaryWords({ count: 2, ratings: 0, average: null })).toBe('Cooked twice');
    expect(cookSummaryWords({ count: 3, ratings: 0, average: null })).toBe('Cooked 3 times');
  });
  it('adds the average to one decimal and the ratings it comes from', () => {
    expect(cookSummaryWords({ count: 12, ratings: 9, average: 4.44 })).toBe(
      'Cooked 12 times · 4.4 from 9 ratings',
    );
    expect(cookSummaryWords({ count: 5, ratings: 3, average: 4.33 })).toBe(
      'Cooked 5 times · 4.3 from 3 ratings',
    );
    expect(cookSummaryWords({ count: 1, ratings: 1, average: 5 })).toBe('Cooked once · 5.0 from 1 rating');
  });
});

describe('cookLogLimits', () => {
  it('bounds a cook as the server does', () => {
    expect(cookLogLimits).toEqual({ photos: 4, note: 1000 });
  });
});
