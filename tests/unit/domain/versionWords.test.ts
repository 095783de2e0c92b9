import { describe, expect, it } from 'vitest';
import {
  adaptedFromWords,
  changeCountWords,
  cookDayWords,
  ratingWords,
  versionCountWords,
  yourCooksWords,
} from '../../../packages/domain/src/versionWords.ts';

const none = { added: [], removed: [], changed: [] };

describe('versionWords', () => {
  it('names the original and its author', () => {
    expect(adaptedFromWords({ title: 'Nonna’s Sunday Ragù', authorName: 'maria_cooks' })).toBe(
      'Adapted from Nonna’s Sunday Ragù by maria_cooks',
    );
  });
  it('counts the members who made it their own', () => {
    expect(versionCountWords(0)).toBe('');
    expect(versionCountWords(1)).toBe('1 member made it their own');
    expect(versionCountWords(3)).toBe('3 members made it their own');
  });
  it('says how often and when the member cooked it', () => {
    expect(yourCooksWords(3, '2026-11-15', '2026-11-29')).toBe('You cooked this 3 times; last: 2 weeks ago');
    expect(yourCooksWords(1, '2026-11-29', '2026-11-29')).toBe('You cooked this once; last: today');
    expect(yourCooksWords(2, '2026-11-28', '2026-11-29')).toBe('You cooked this twice; last: yesterday');
    expect(yourCooksWords(2, 'not a day', '2026-11-29')).toBe('You cooked this twice');
  });
  it('says a day and a rating', () => {
    expect(cookDayWords('2026-11-25', '2026-11-29')).toBe('4 days ago');
    expect(ratingWords(4)).toBe('Rated 4 of 5');
    expect(ratingWords(null)).toBe('');
  });
  it('counts what changed, or says nothing did', () => {
    expect(changeCountWords({ ingredients: none, instructions: none })).toBe('Nothing changed');
    expect(
      changeCountWords({
        ingredients: { added: ['a', 'b'], removed: ['c'], changed: [] },
        instructions: { added: [], removed: [], changed: [{ from: 'x', to: 'y' }] },
      }),
    ).toBe('2 ingredients added, 1 ingredient removed, 1 step changed');
  });
});
