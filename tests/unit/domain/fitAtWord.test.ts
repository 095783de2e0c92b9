import { fitAtWord } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('fitAtWord', () => {
  it.each([
    ["Sunday lunch at Maria's", 18, 'Sunday lunch at'],
    ['Brunch', 18, 'Brunch'],
    ['  Brunch  ', 18, 'Brunch'],
    ['Sunday lunch at Ma x', 18, 'Sunday lunch at Ma'],
    ['Supercalifragilisticexpialidocious', 18, 'Supercalifragilist'],
    ['Tapas, wine and friends', 12, 'Tapas, wine'],
    ['Tapas – wine night', 8, 'Tapas'],
    ['Grillfest 🎉🎉 bei uns', 12, 'Grillfest 🎉🎉'],
  ])('%j in %i characters is %j', (text, max, fitted) => {
    expect(fitAtWord(text, max)).toBe(fitted);
    expect([...fitAtWord(text, max)].length).toBeLessThanOrEqual(max);
  });
});
