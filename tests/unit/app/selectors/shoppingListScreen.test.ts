// The shopping list's items in the member's units: the server writes an item as merged, the list shows it as the
// member reads it, and leaves alone what there is nothing to convert in.
import type { ShoppingItem } from '@potluck/contract';
import { describe, expect, it } from 'vitest';
import { aislesOf, itemText } from '../../../../app/selectors/shoppingListScreen.ts';

const item = (fields: Partial<ShoppingItem> & Pick<ShoppingItem, 'name' | 'text'>): ShoppingItem => ({
  id: 'a'.repeat(24),
  quantity: null,
  unit: '',
  aisle: 'pantry',
  checked: false,
  sources: [],
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...fields,
});

describe('itemText', () => {
  const butter = item({ name: 'butter', quantity: 300, unit: 'g', text: '300 g butter', aisle: 'dairy' });
  const stock = item({ name: 'chicken stock', quantity: 2, unit: 'cup', text: '2 cups chicken stock' });

  it('converts what has a unit of the other system', () => {
    expect(itemText(butter, 'us')).toBe('1 ⅓ cups butter');
    expect(itemText(stock, 'metric')).toBe('470 ml chicken stock');
  });

  it('keeps the server’s text for the same system, counts, spoons and lines without an amount', () => {
    expect(itemText(butter, 'metric')).toBe('300 g butter');
    expect(itemText(butter, null)).toBe('300 g butter');
    expect(itemText(item({ name: 'egg', quantity: 3, text: '3 eggs' }), 'us')).toBe('3 eggs');
    expect(itemText(item({ name: 'salt', quantity: 2, unit: 'tsp', text: '2 tsp salt' }), 'us')).toBe(
      '2 tsp salt',
    );
    expect(itemText(item({ name: 'pepper', text: 'Pepper' }), 'us')).toBe('Pepper');
  });

  it('groups the converted items by aisle', () => {
    expect(aislesOf([butter], 'us')).toEqual([
      { aisle: 'dairy', items: [{ id: butter.id, text: '1 ⅓ cups butter', checked: false, sources: [] }] },
    ]);
  });
});
