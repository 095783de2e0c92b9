// The aisles a shopping list is grouped by, in the order a shop is walked. Which aisle an ingredient belongs to
// is guessed from its name (aisleFor, in shoppingList.ts); a member's own choice for an ingredient wins.

export const aisles = [
  'produce',
  'dairy',
  'meat-and-fish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof aisles)[number];

/** How each aisle is titled on the list. */
export const aisleLabels: Record<Aisle, string> = {
  produce: 'Produce',
  dairy: 'Dairy',
  'meat-and-fish': 'Meat and fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};
