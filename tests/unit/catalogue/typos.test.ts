import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, isSmallTypo } from '../../../packages/server/src/provider/typos.ts';

// The typo fallback of the provider's text search: which catalogue words a misspelt query word stands for.

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('chicken', 'chicken')).toBe(0);
    expect(editDistance('chiken', 'chicken')).toBe(1);
    expect(editDistance('chickens', 'chicken')).toBe(1);
    expect(editDistance('chicken', 'chickan')).toBe(1);
    expect(editDistance('lasanga', 'lasagna')).toBe(1);
    expect(editDistance('chikn', 'chicken')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('jalapeño', 'jalapeno')).toBe(1);
  });

  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });

  it('gives up on words whose lengths differ by more than the limit', () => {
    expect(editDistance('ab', 'abcdef', 1)).toBe(2);
  });
});

describe('small typos', () => {
  it('forgive one edit, two from eight letters on', () => {
    expect(isSmallTypo('chiken', 'chicken')).toBe(true);
    expect(isSmallTypo('lasanga', 'lasagna')).toBe(true);
    expect(isSmallTypo('chikn', 'chicken')).toBe(false);
    expect(isSmallTypo('parmesaen', 'parmesan')).toBe(true);
    expect(isSmallTypo('spagheti', 'spaghetti')).toBe(true);
    expect(isSmallTypo('spahgeti', 'spaghetti')).toBe(true);
    expect(isSmallTypo('spgheti', 'spaghetti')).toBe(false);
  });

  it('never correct words shorter than four letters', () => {
    expect(isSmallTypo('ric', 'rice')).toBe(false);
    expect(isSmallTypo('bea', 'bean')).toBe(false);
    expect(isSmallTypo('bean', 'beans')).toBe(true);
  });

  it('measure words without the punctuation at their ends', () => {
    expect(isSmallTypo('chiken', 'chicken,')).toBe(true);
    expect(isSmallTypo('"chiken"', '(chicken)')).toBe(true);
    expect(isSmallTypo('%%%%', '%%%%')).toBe(false);
  });
});
