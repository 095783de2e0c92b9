import { isId24, isMemberRecipeId } from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('recipe ids (SPEC §2)', () => {
  it('treats exactly 24 hex characters, either case, as a member recipe', () => {
    expect(isMemberRecipeId('65f1a2b3c4d5e6f708192a3b')).toBe(true);
    expect(isMemberRecipeId('65F1A2B3C4D5E6F708192A3B')).toBe(true);
  });

  it('treats anything else as a provider recipe', () => {
    expect(isMemberRecipeId('716429')).toBe(false);
    expect(isMemberRecipeId('65f1a2b3c4d5e6f708192a3')).toBe(false);
    expect(isMemberRecipeId('65f1a2b3c4d5e6f708192a3bc')).toBe(false);
    expect(isMemberRecipeId('65f1a2b3c4d5e6f708192a3g')).toBe(false);
    expect(isMemberRecipeId(' 65f1a2b3c4d5e6f708192a3b')).toBe(false);
    expect(isMemberRecipeId('')).toBe(false);
  });

  it('recognises every 24-hex string and no string of another length', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
    fc.assert(fc.property(fc.string({ unit: hex, minLength: 24, maxLength: 24 }), (id) => isId24(id)));
    fc.assert(
      fc.property(
        fc.string({ unit: hex, maxLength: 40 }).filter((id) => id.length !== 24),
        (id) => !isId24(id),
      ),
    );
  });

  it('rejects values that are not strings', () => {
    expect(isId24(undefined)).toBe(false);
    expect(isId24(716429)).toBe(false);
  });
});
