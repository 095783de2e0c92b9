import { badgeText, pageOffset, showsScrollerArrows } from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('pageOffset', () => {
  it('is 24 × (page − 1)', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(24);
    expect(pageOffset(10)).toBe(216);
  });

  it('treats pages below 1 and non-numbers as the first page', () => {
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(-3)).toBe(0);
    expect(pageOffset(Number.NaN)).toBe(0);
  });

  it('gives consecutive pages offsets exactly one page apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        expect(pageOffset(page + 1) - pageOffset(page)).toBe(24);
        expect(pageOffset(page) % 24).toBe(0);
      }),
    );
  });
});

describe('badgeText', () => {
  it("shows nothing for no unread, the count up to 9, and '9+' above", () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
    expect(badgeText(Number.NaN)).toBe('');
  });
});

describe('screen thresholds', () => {
  it('shows scroller arrows from 3 items', () => {
    expect(showsScrollerArrows(2)).toBe(false);
    expect(showsScrollerArrows(3)).toBe(true);
  });
});
