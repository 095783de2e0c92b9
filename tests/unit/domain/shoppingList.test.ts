import { describe, expect, it } from 'vitest';
import { shoppingLimits } from '../../../packages/domain/src/limits.ts';
import { aisleFor } from '../../../packages/domain/src/shoppingAisles.ts';
import {
  addAmounts,
  amountsMerge,
  boundedSum,
  formatShoppingItem,
  ingredientName,
  itemToMergeInto,
  readShoppingLine,
  shoppingMergeKey,
} from '../../../packages/domain/src/shoppingList.ts';

const sum = (a: string, b: string) =>
  formatShoppingItem(addAmounts(readShoppingLine(a), readShoppingLine(b)));

describe('readShoppingLine', () => {
  it.each([
    ['200 g butter, softened', { name: 'butter', quantity: 200, unit: 'g' }],
    ['200g butter', { name: 'butter', quantity: 200, unit: 'g' }],
    ['1 1/2 cups flour', { name: 'flour', quantity: 1.5, unit: 'cup' }],
    ['2 Tablespoons olive oil', { name: 'olive oil', quantity: 2, unit: 'tbsp' }],
    ['½ tsp ground cumin', { name: 'ground cumin', quantity: 0.5, unit: 'tsp' }],
    ['2 large onions, finely chopped', { name: 'onion', quantity: 2, unit: '' }],
    ['2-3 cloves garlic', { name: 'garlic', quantity: 3, unit: 'clove' }],
    ['1 can of chickpeas', { name: 'chickpea', quantity: 1, unit: 'can' }],
    ['salt to taste', { name: 'salt', quantity: null, unit: '' }],
    ['Milk', { name: 'milk', quantity: null, unit: '' }],
    ['1.5 kg potatoes', { name: 'potato', quantity: 1.5, unit: 'kg' }],
    ['3 tomatoes', { name: 'tomato', quantity: 3, unit: '' }],
    ['1 cup fresh blueberries', { name: 'blueberry', quantity: 1, unit: 'cup' }],
  ])('%s', (line, expected) => {
    expect(readShoppingLine(line)).toEqual(expected);
  });

  it('names ingredients alike whatever their preparation and number', () => {
    expect(ingredientName('Onions')).toBe(ingredientName('onion, diced'));
    expect(ingredientName('Cherry tomatoes (halved)')).toBe('cherry tomato');
  });
});

describe('merging', () => {
  it('adds the same unit and units that convert, written in the clearest unit', () => {
    expect(sum('200 g butter', '100 g butter')).toBe('300 g butter');
    expect(sum('600 g flour', '0.5 kg flour')).toBe('1.1 kg flour');
    expect(sum('500 ml milk', '1 l milk')).toBe('1.5 l milk');
    // Decilitres and centilitres are read but never written.
    expect(sum('338 ml espresso', '600 ml espresso')).toBe('938 ml espresso');
    expect(sum('2 dl cream', '5 cl cream')).toBe('250 ml cream');
    // 1 ⅔ tbsp is no spoon (decision 036).
    expect(sum('2 tsp sugar', '1 tbsp sugar')).toBe('1 tbsp + 2 tsp sugar');
    expect(sum('8 tbsp sugar', '1/2 cup sugar')).toBe('1 cup sugar');
    expect(sum('2 onions', '1 onion')).toBe('3 onions');
    expect(sum('2 cloves garlic', '1 clove garlic')).toBe('3 cloves garlic');
  });

  it('names what it merges as a cook writes one of it, and writes the sum as a cook writes it', () => {
    // Before pluralize: "4 garlic clofs" beside "1 garlic clove", two items.
    expect(sum('4 garlic cloves, minced', '1 garlic clove')).toBe('5 garlic cloves');
    expect(sum('4 whole cloves', '2 whole cloves')).toBe('6 whole cloves');
    expect(sum('2 green chillies', '1 green chilli')).toBe('3 green chillies');
    expect(sum('4 red chilies', '1 red chili')).toBe('5 red chilies');
    expect(sum('2 bay leaves', '1 bay leaf')).toBe('3 bay leaves');
    expect(sum('2 sourdough loaves', '1 sourdough loaf')).toBe('3 sourdough loaves');
    expect(sum('12 kalamata olives', '6 kalamata olives')).toBe('18 kalamata olives');
    expect(sum('2 anchovies', '1 anchovy')).toBe('3 anchovies');
    expect(sum('1 tomato', '2 tomatoes, chopped')).toBe('3 tomatoes');
    expect(sum('1 tbsp molasses', '2 tbsp molasses')).toBe('3 tbsp molasses');
    expect(sum('100 g rolled oats', '60 g rolled oats')).toBe('160 g rolled oats');
    expect(sum('1 cup couscous', '1 cup couscous')).toBe('2 cups couscous');
    expect(sum('100 g hummus', '100 g hummus')).toBe('200 g hummus');
    expect(sum('1 bunch asparagus', '1 bunch asparagus')).toBe('2 bunches asparagus');
    expect(sum('100 g swiss cheese', '50 g swiss cheese')).toBe('150 g swiss cheese');
    // A count rounds to the half before its noun agrees: 1.2 eggs is "1 egg".
    expect(formatShoppingItem({ name: 'egg', quantity: 1.2, unit: '' })).toBe('1 egg');
    expect(formatShoppingItem({ name: 'egg', quantity: 1.5, unit: '' })).toBe('1 ½ eggs');
  });
});

describe('tinned tomatoes', () => {
  const named = (line: string) => readShoppingLine(line).name;

  it('keep the tin’s name, fresh tomatoes their own', () => {
    expect(named('400 g chopped tomatoes')).toBe('chopped tomato');
    expect(named('400 g canned chopped tomatoes')).toBe('chopped tomato');
    expect(named('400g tin chopped tomatoes')).toBe('chopped tomato');
    expect(named('Tinned chopped tomatoes')).toBe('chopped tomato');
    expect(named('800 g crushed tomatoes')).toBe('crushed tomato');
    expect(named('14.5 oz can diced tomatoes')).toBe('diced tomato');
    expect(named('400 g canned whole tomatoes')).toBe('canned whole tomato');
    // Fresh: cut after the comma, or counted.
    expect(named('3 tomatoes, chopped')).toBe('tomato');
    expect(named('500 g ripe tomatoes, diced')).toBe('ripe tomato');
    expect(named('2 diced tomatoes')).toBe('tomato');
    expect(named('2 chopped tomatoes')).toBe('tomato');
  });

  it('read the can’s size and the tins multiplied', () => {
    expect(readShoppingLine('2 cans (800 g) crushed tomatoes')).toEqual({
      name: 'crushed tomato',
      quantity: 2,
      unit: 'can',
    });
    expect(readShoppingLine('1 (14 oz) can diced tomatoes')).toEqual({
      name: 'diced tomato',
      quantity: 1,
      unit: 'can',
    });
    expect(readShoppingLine('1 x 400g tin chopped tomatoes')).toEqual({
      name: 'chopped tomato',
      quantity: 400,
      unit: 'g',
    });
    expect(readShoppingLine('2 x 400 g tins chopped tomatoes')).toEqual({
      name: 'chopped tomato',
      quantity: 800,
      unit: 'g',
    });
    expect(readShoppingLine('1 tin of chopped tomatoes')).toEqual({
      name: 'chopped tomato',
      quantity: 1,
      unit: 'tin',
    });
  });

  it('merge with tins of the same cut, never with fresh tomatoes, and go with the tins', () => {
    const tins = addAmounts(
      readShoppingLine('400 g chopped tomatoes'),
      readShoppingLine('1 x 400g tin chopped tomatoes'),
    );
    expect(tins).toEqual({ name: 'chopped tomato', quantity: 800, unit: 'g' });
    expect(
      amountsMerge(readShoppingLine('400 g chopped tomatoes'), readShoppingLine('500 g tomatoes, chopped')),
    ).toBe(false);
    expect(
      amountsMerge(readShoppingLine('400 g crushed tomatoes'), readShoppingLine('400 g chopped tomatoes')),
    ).toBe(false);
    for (const line of ['400 g chopped tomatoes', '800 g crushed tomatoes', '1 (14 oz) can diced tomatoes'])
      expect(aisleFor(readShoppingLine(line).name), line).toBe('pantry');
    for (const line of ['3 tomatoes, chopped', '2 diced tomatoes', '250 g cherry tomatoes'])
      expect(aisleFor(readShoppingLine(line).name), line).toBe('produce');
  });

  it('keeps apart what does not add up', () => {
    expect(amountsMerge(readShoppingLine('200 g butter'), readShoppingLine('1 cup butter'))).toBe(false);
    expect(amountsMerge(readShoppingLine('2 onions'), readShoppingLine('200 g onions'))).toBe(false);
    expect(amountsMerge(readShoppingLine('salt'), readShoppingLine('1 tsp salt'))).toBe(false);
    expect(amountsMerge(readShoppingLine('200 g butter'), readShoppingLine('200 g sugar'))).toBe(false);
    expect(amountsMerge(readShoppingLine('salt to taste'), readShoppingLine('Salt'))).toBe(true);
  });
});

describe('absurd amounts', () => {
  const huge = `18${'0'.repeat(304)} kg flour`;

  it('reads an amount past the largest one as text without an amount', () => {
    expect(readShoppingLine(huge)).toEqual({
      name: `18${'0'.repeat(304)} kg flour`,
      quantity: null,
      unit: '',
    });
    expect(readShoppingLine('2000000 g sugar')).toEqual({
      name: '2000000 g sugar',
      quantity: null,
      unit: '',
    });
    // The bound itself is an amount.
    expect(readShoppingLine(`${shoppingLimits.largestQuantity} g sugar`).quantity).toBe(
      shoppingLimits.largestQuantity,
    );
  });

  it('never adds up to an amount past the bound: the two stay apart', () => {
    const big = readShoppingLine('1000000 g flour');
    const more = readShoppingLine('1 kg flour');
    expect(amountsMerge(big, more)).toBe(true);
    // 1 000 kg + 1 kg is 1 001 kg, well inside the bound once written in kilograms.
    expect(boundedSum(big, more)).toEqual({ name: 'flour', quantity: 1001, unit: 'kg' });
    const most = readShoppingLine('1000000 kg flour');
    expect(boundedSum(most, more)).toBeNull();
    expect(() => addAmounts(most, more)).toThrow(RangeError);
    expect(itemToMergeInto([{ ...most, checked: false }], more)).toBeUndefined();
    const counted = readShoppingLine('999999 eggs');
    expect(boundedSum(counted, readShoppingLine('2 eggs'))).toBeNull();
    expect(boundedSum(counted, readShoppingLine('1 egg'))?.quantity).toBe(1_000_000);
  });
});

describe('shoppingMergeKey', () => {
  const lines = [
    '200 g butter',
    '1 kg butter',
    '1 cup butter',
    '2 tbsp butter',
    'butter',
    'Butter, softened',
  ];
  const more = [
    '2 onions',
    '200 g onion',
    '2 cloves garlic',
    '1 clove garlic',
    '1 can tomatoes',
    '2 tins tomatoes',
  ];

  it('is equal for two amounts exactly when they merge', () => {
    const amounts = [...lines, ...more].map(readShoppingLine);
    for (const a of amounts) {
      for (const b of amounts) {
        expect(shoppingMergeKey(a) === shoppingMergeKey(b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(
          amountsMerge(a, b),
        );
      }
    }
  });
});

describe('formatShoppingItem', () => {
  it('writes amounts as cooks read them', () => {
    expect(formatShoppingItem({ name: 'flour', quantity: 1.5, unit: 'cup' })).toBe('1 ½ cups flour');
    expect(formatShoppingItem({ name: 'egg', quantity: 1, unit: '' })).toBe('1 egg');
    expect(formatShoppingItem({ name: 'potato', quantity: 4, unit: '' })).toBe('4 potatoes');
    expect(formatShoppingItem({ name: 'berry', quantity: 2, unit: '' })).toBe('2 berries');
    expect(formatShoppingItem({ name: 'salt', quantity: null, unit: '' })).toBe('salt');
  });

  it('writes an item in the member’s system', () => {
    expect(formatShoppingItem({ name: 'butter', quantity: 300, unit: 'g' }, 'us')).toBe('1 ⅓ cups butter');
    expect(formatShoppingItem({ name: 'potato', quantity: 1, unit: 'kg' }, 'us')).toBe('2 ¼ lb potato');
    expect(formatShoppingItem({ name: 'flour', quantity: 1.5, unit: 'cup' }, 'metric')).toBe('190 g flour');
    expect(formatShoppingItem({ name: 'stock', quantity: 2, unit: 'cup' }, 'metric')).toBe('470 ml stock');
    expect(formatShoppingItem({ name: 'egg', quantity: 3, unit: '' }, 'us')).toBe('3 eggs');
    expect(formatShoppingItem({ name: 'flour', quantity: 500, unit: 'g' }, 'metric')).toBe('500 g flour');
  });
});
