import { fitLine, type MeasureText, wrapText } from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Every character is half its font size wide. */
const measure: MeasureText = (text, size) => Array.from(text).length * size * 0.5;
const body = { size: 10, bold: false };

describe('wrapText', () => {
  it('keeps words whole and lines within the width (5 pt per character here)', () => {
    expect(wrapText('one two three four', 50, measure, body)).toEqual(['one two', 'three four']);
    expect(wrapText('short', 50, measure, body)).toEqual(['short']);
  });

  it('breaks a word longer than a whole line', () => {
    expect(wrapText('abcdefghijklmnopqrstuvwxy z', 50, measure, body)).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxy z',
    ]);
  });

  it('starts new lines at line breaks and drops blank text', () => {
    expect(wrapText('Mix.\nBake.', 200, measure, body)).toEqual(['Mix.', 'Bake.']);
    expect(wrapText('  \n ', 200, measure, body)).toEqual([]);
  });

  it('always advances, even when not one character fits', () => {
    expect(wrapText('abc', 1, measure, body)).toEqual(['a', 'b', 'c']);
  });

  it('never loses a word and never overflows a line that could fit', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.integer({ min: 60, max: 400 }), (words, width) => {
        const lines = wrapText(words.join(' '), width, measure, body);
        expect(lines.join(' ').split(' ')).toEqual(words.length === 0 ? [''] : words);
        for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(width);
      }),
    );
  });
});

describe('fitLine', () => {
  it('keeps a fitting line and cuts a long one with an ellipsis', () => {
    expect(fitLine('potluck.example', 100, measure, body)).toBe('potluck.example');
    const cut = fitLine('https://a-very-long-site-address.example', 60, measure, body);
    // 60 pt holds 12 characters: 11 of the address and the ellipsis.
    expect(cut).toBe('https://a-v…');
    expect(measure(cut, 10)).toBeLessThanOrEqual(60);
  });
});
