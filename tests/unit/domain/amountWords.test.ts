import {
  agreeingWords,
  isUnitWord,
  nounFor,
  servingsLabel,
  servingsText,
  unitFor,
  writeAmount,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

// The words a cook reads (STYLE 15h): fractions, counts to the half, nouns that agree, "Serves 4".

describe('writeAmount', () => {
  it.each([
    [0.5, 'tsp', '½'],
    [0.25, 'tsp', '¼'],
    [1.5, 'cups', '1 ½'],
    [1 / 3, 'cup', '⅓'],
    [2.75, 'tbsp', '2 ¾'],
    [0.4, 'tsp', '0.4'],
    [300, 'g', '300'],
    [1.25, 'kg', '1.25'],
    [2.6, '', '2 ½'],
    [0.2, '', '½'],
    [1.4, 'cloves', '1 ½'],
    [3, 'cloves', '3'],
  ])('%d %s reads "%s"', (value, unit, expected) => {
    expect(writeAmount(value, unit)).toBe(expected);
  });
});

describe('nouns and units that agree with their number', () => {
  it('writes one egg and two eggs, one cup and two cups, and leaves abbreviations alone', () => {
    expect(nounFor('eggs', 1)).toBe('egg');
    expect(nounFor('egg', 2)).toBe('eggs');
    expect(nounFor('leaves', 1)).toBe('leaf');
    expect(nounFor('Tomato', 3)).toBe('Tomatoes');
    expect(unitFor('cup', 2)).toBe('cups');
    expect(unitFor('cloves', 1)).toBe('clove');
    expect(unitFor('Cups', 1)).toBe('Cup');
    expect(unitFor('tsp', 3)).toBe('tsp');
    expect(unitFor('g', 300)).toBe('g');
  });

  it('changes the counted word of the first phrase only', () => {
    expect(agreeingWords(' eggs, beaten', 1)).toBe(' egg, beaten');
    expect(agreeingWords(' egg for glazing', 2)).toBe(' eggs for glazing');
    expect(agreeingWords(' small piece tamarind', 2)).toBe(' small pieces tamarind');
    expect(agreeingWords(' tomatoes, 1 cucumber', 1)).toBe(' tomato, 1 cucumber');
    // Kitchen words as a cook spells them, halved and doubled.
    expect(agreeingWords(' green chillies', 1)).toBe(' green chilli');
    expect(agreeingWords(' cookie', 2)).toBe(' cookies');
    expect(agreeingWords(' cookies', 1)).toBe(' cookie');
    expect(agreeingWords(' olives, pitted', 1)).toBe(' olive, pitted');
    expect(nounFor('molasses', 1)).toBe('molasses');
  });

  it('tells a unit from the thing counted', () => {
    expect(['cups', 'g', 'tbsp', 'cloves', 'kg', 'T', 'handful'].every(isUnitWord)).toBe(true);
    expect(['eggs', 'onions', 'large', 'soft-boiled'].some(isUnitWord)).toBe(false);
  });
});

describe('servings', () => {
  it.each([
    [4, 'Serves 4'],
    ['4', 'Serves 4'],
    ['4 servings', 'Serves 4'],
    ['1 serving', 'Serves 1'],
    ['2-3', 'Serves 2–3'],
    ['6 people', 'Serves 6'],
    ['1 loaf', 'Makes 1 loaf'],
    ['16 buns', 'Makes 16 buns'],
    ['a crowd', 'Serves a crowd'],
  ])('%s reads "%s"', (servings, expected) => {
    expect(servingsLabel(servings)).toBe(expected);
  });

  it('says nothing when the recipe does not say', () => {
    expect(servingsLabel(null)).toBeNull();
    expect(servingsLabel('  ')).toBeNull();
  });

  it('writes the scaler’s count with its noun', () => {
    expect(servingsText(1)).toBe('1 serving');
    expect(servingsText(6)).toBe('6 servings');
  });
});
