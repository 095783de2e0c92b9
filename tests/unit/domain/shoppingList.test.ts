import { describe, expect, it } from 'vitest';
import { shoppingLimits } from '../../../packages/domain/src/limits.ts';
import {
  addAmounts,
  aisleFor,
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
    expect(sum('2 tsp sugar', '1 tbsp sugar')).toBe('1 ⅔ tbsp sugar');
    expect(sum('8 tbsp sugar', '1/2 cup sugar')).toBe('1 cup sugar');
    expect(sum('2 onions', '1 onion')).toBe('3 onions');
    expect(sum('2 cloves garlic', '1 clove garlic')).toBe('3 cloves garlic');
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

describe('aisleFor', () => {
  it.each([
    ['onion', 'produce'],
    ['garlic', 'produce'],
    ['garlic clove', 'produce'],
    ['red bell pepper', 'produce'],
    ['lemon', 'produce'],
    ['fresh basil', 'produce'],
    ['avocado', 'produce'],
    ['butter', 'dairy'],
    ['egg', 'dairy'],
    ['parmesan', 'dairy'],
    ['greek yogurt', 'dairy'],
    ['chicken thigh', 'meat-and-fish'],
    ['ground beef', 'meat-and-fish'],
    ['salmon fillet', 'meat-and-fish'],
    ['shrimp', 'meat-and-fish'],
    ['sourdough bread', 'bakery'],
    ['tortilla', 'bakery'],
    ['flour', 'pantry'],
    ['olive oil', 'pantry'],
    ['coconut milk', 'pantry'],
    ['soy sauce', 'pantry'],
    ['chickpea', 'pantry'],
    ['basmati rice', 'pantry'],
    ['peanut butter', 'pantry'],
    ['salt', 'spices'],
    ['black pepper', 'spices'],
    ['ground cumin', 'spices'],
    ['ground ginger', 'spices'],
    ['cinnamon', 'spices'],
    ['dried oregano', 'spices'],
    ['frozen peas', 'frozen'],
    ['vanilla ice cream', 'frozen'],
    ['white wine', 'drinks'],
    ['orange juice', 'drinks'],
    ['paper towels', 'other'],
  ])('%s → %s', (name, aisle) => {
    expect(aisleFor(name)).toBe(aisle);
  });
});
